import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export const baseUrl = inject('baseUrl');
export const browserAvailable = inject('browserAvailable');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A fresh context per test: no cookies or storage leak between tests. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Runs axe with the WCAG 2.x A/AA rules and returns readable violations (empty when clean). axe tags
 * label-content-name-mismatch (WCAG 2.5.3, label in name) experimental and leaves it out of tag runs, so it is
 * switched on by name: an aria-label that drops the visible words leaves voice-control users unable to reach a control.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read mid-animation otherwise: a dialog fading in has its buttons at part opacity, which axe reports as
  // too little contrast. Running animations that end are let finish (a spinner's never does, nor needs to).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // options() replaces the whole option object, so it goes before withTags(), which adds runOnly to it.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
