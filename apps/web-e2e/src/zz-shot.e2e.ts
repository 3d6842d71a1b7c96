import { test } from 'vitest';
import { launchBrowser, viewports, baseUrl } from './support/browser';

const paths = ['/careers', '/skillmatch', '/assessments', '/practice-gym'];
test('shots', async () => {
  const browser = await launchBrowser();
  for (const [vname, vp] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport: vp, baseURL: baseUrl });
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(p);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/scratch/shots/${vname}${p.replaceAll(/[/?=]/g, '_')}.png`, fullPage: true });
    }
    await context.close();
  }
  await browser.close();
}, 240_000);
