import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The apps/api folder, whether this code runs from source (src/lib, under tsx or vitest) or bundled into
 * dist/server.js. Files shipped beside the code (drizzle/, prompts/) and the web build are found from here.
 */
export const apiRoot = here.endsWith(`${sep}src${sep}lib`) ? resolve(here, '../..') : resolve(here, '..');
