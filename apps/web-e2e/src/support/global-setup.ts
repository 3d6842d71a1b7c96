import type { TestProject } from 'vitest/node';
import { chromiumPath, hasChromium } from './chromium';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
  }
}

/** Starts the production build once for all browser test files (see server.ts). */
export default async function setup(project: TestProject) {
  const browserAvailable = hasChromium();
  if (!browserAvailable) {
    const line = `Chromium not found at ${chromiumPath}: browser tests SKIPPED. Install it with: apt-get install -y chromium`;
    if (process.env.REQUIRE_BROWSER === '1') throw new Error(`${line} (REQUIRE_BROWSER=1 makes this a failure)`);
    console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
    project.provide('browserAvailable', false);
    project.provide('baseUrl', '');
    return;
  }
  const server = await startServer();
  project.provide('browserAvailable', true);
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
