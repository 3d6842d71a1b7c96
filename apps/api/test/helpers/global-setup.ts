import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'waypoint-pglite-template-'));
  const path = join(dir, 'template.tar');
  await writePgliteTemplate(path);
  project.provide('pgliteTemplatePath', path);
  return async () => rm(dir, { recursive: true, force: true });
}
