import { test } from 'vitest';
import { signIn } from './support/accounts';
import { launchBrowser, viewports, baseUrl } from './support/browser';

const paths = ['/profile', '/typical-day?code=15-1252.00', '/practice-gym', '/assessments', '/skillmatch'];
test('shots', async () => {
  const browser = await launchBrowser();
  for (const [vname, vp] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport: vp, baseURL: baseUrl });
    await signIn(context);
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
