/**
 * `npm run size`: gzip sizes of the built SPA's chunks.
 * Budget: the JavaScript a public route needs before it renders (the entry chunk plus what index.html
 * preloads) stays <= 130 KB gzip, and echarts appears only in lazily loaded chunks.
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

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
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
const entryKb = rows.filter((r) => r.initial && r.file.endsWith('.js')).reduce((sum, r) => sum + r.kb, 0);
const echartsInEntry = rows.some((r) => r.initial && r.echarts);
const echartsLazy = rows.some((r) => !r.initial && r.echarts);
console.log(`\ninitial JavaScript: ${entryKb.toFixed(1)} KB gzip (budget ${ENTRY_BUDGET_KB} KB, ratio ${(entryKb / ENTRY_BUDGET_KB).toFixed(2)})`);
console.log(`echarts: ${echartsInEntry ? 'IN THE ENTRY CHUNK' : 'not in the entry chunk'}${echartsLazy ? ', in a lazy chunk' : ''}`);
const ok = entryKb <= ENTRY_BUDGET_KB && !echartsInEntry;
console.log(ok ? 'size budget: PASS' : 'size budget: FAIL');
process.exit(ok ? 0 : 1);
