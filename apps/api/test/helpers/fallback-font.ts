// The fallback font the PDF tests draw Chinese, Japanese and Korean with: PDF_FALLBACK_FONT, default Debian's
// fonts-wqy-microhei (CI installs it). Without it those tests are skipped with a printed reason.
import { existsSync } from 'node:fs';

export const fallbackFontPath = process.env.PDF_FALLBACK_FONT || '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Whether the font is there; when it is not, prints why `suite` is skipped. */
export function fallbackFontPresent(suite: string): boolean {
  const present = existsSync(fallbackFontPath);
  if (!present) console.info(`${suite}: skipped: no font at ${fallbackFontPath} (apt-get install fonts-wqy-microhei or set PDF_FALLBACK_FONT)`);
  return present;
}
