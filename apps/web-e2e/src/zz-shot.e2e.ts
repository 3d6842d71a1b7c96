import { it } from 'vitest';
import { signIn, saveSkillMatch } from './support/accounts';
import { launchBrowser, viewports, baseUrl } from './support/browser';
import { publicRoutes } from './support/routes';

it('shots', { timeout: 600_000 }, async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
  await signIn(context, 'Mary Jackson');
  await saveSkillMatch(context);
  const page = await context.newPage();
  for (const path of publicRoutes) {
    await page.goto(path);
    await page.waitForTimeout(1200);
    const name = path.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/scratch/shots/p${name}.png`, fullPage: true });
  }
  await browser.close();
});
