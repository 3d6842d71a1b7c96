// Keyboard-only helpers: what the focused element is called, and Tab until a named element has focus.
import type { Page } from 'playwright-core';

/** The focused element's aria-label, else its label (fields), else its text. */
export const activeName = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim();
  });

/** Presses Tab until the focused element's name matches (a string: exactly; at most `limit` presses), or throws. */
export async function tabTo(page: Page, name: RegExp | string, limit = 40): Promise<void> {
  const matches = (found: string) => (typeof name === 'string' ? found === name : name.test(found));
  for (let tabs = 0; tabs < limit; tabs += 1) {
    await page.keyboard.press('Tab');
    if (matches((await activeName(page)) ?? '')) return;
  }
  throw new Error(`no tab stop named ${name}`);
}
