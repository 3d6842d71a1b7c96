/**
 * `npm run size`: gzip sizes of the built SPA's chunks.
 * Budget: the JavaScript a public route needs before it renders (the entry chunk plus what its prerendered page
 * preloads: dist/index.html for the home page, dist/<route>/index.html for the others) stays <= 130 KB gzip on every
 * one of them, and echarts appears only in lazily loaded chunks.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../../apps/web/dist');
const ENTRY_BUDGET_KB = 130;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No web build at ${dist}: run "npx nx run web:build" first.`);
  process.exit(1);
}

/** The JavaScript files a page loads before it renders: its module script and modulepreloads. */
const scriptsOf = (page: string) =>
  new Set([...readFileSync(page, 'utf8').matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
const pages = [
  { route: '/', file: join(dist, 'index.html') },
  ...readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'index.html')))
    .map((entry) => ({ route: `/${entry.name}`, file: join(dist, entry.name, 'index.html') })),
].map((page) => ({ ...page, scripts: scriptsOf(page.file) }));
const initial = new Set(pages.flatMap((page) => [...page.scripts]));
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));

const rows = assets
  .map((file) => {
    const body = readFileSync(join(dist, 'assets', file));
    const text = body.toString('utf8');
    return {
      file,
      kb: gzipSync(body, { level: 9 }).length / 1024,
      initial: initial.has(file),
      // echarts' core registers itself under this name; its presence marks a chunk that carries echarts.
      echarts: /echarts|zrender/i.test(text) && text.includes('registerTheme'),
    };
  })
  .sort((a, b) => b.kb - a.kb);

console.log('chunk'.padEnd(48), 'gzip KB'.padStart(9), '  loaded');
for (const r of rows) {
  console.log(r.file.padEnd(48), r.kb.toFixed(1).padStart(9), ' ', r.initial ? 'initially' : 'lazily', r.echarts ? '(echarts)' : '');
}
const kbOf = new Map(rows.map((r) => [r.file, r.kb]));
console.log('\ninitial JavaScript per prerendered public page (gzip KB):');
let largestKb = 0;
for (const page of pages) {
  const kb = [...page.scripts].reduce((sum, file) => sum + (kbOf.get(file) ?? 0), 0);
  largestKb = Math.max(largestKb, kb);
  console.log(`  ${page.route.padEnd(16)} ${kb.toFixed(1).padStart(6)}`);
}
const echartsInEntry = rows.some((r) => r.initial && r.echarts);
const echartsLazy = rows.some((r) => !r.initial && r.echarts);
console.log(`largest: ${largestKb.toFixed(1)} KB gzip (budget ${ENTRY_BUDGET_KB} KB, ratio ${(largestKb / ENTRY_BUDGET_KB).toFixed(2)})`);
console.log(`echarts: ${echartsInEntry ? 'IN THE ENTRY CHUNK' : 'not in the entry chunk'}${echartsLazy ? ', in a lazy chunk' : ''}`);
const ok = largestKb <= ENTRY_BUDGET_KB && !echartsInEntry;
console.log(ok ? 'size budget: PASS' : 'size budget: FAIL');
process.exit(ok ? 0 : 1);
