// Build step after `vite build` (client) and `vite build --ssr src/prerender.tsx --outDir dist-ssr`:
// writes dist/<route>/index.html for every public page, with its content, <title>, description and Open Graph tags,
// all the CSS it needs inlined in <head> (no render-blocking stylesheet requests before the first paint; a few KB
// gzipped) and its JS preloaded. dist/index.html becomes the prerendered home page, and
// the untouched client template is kept as dist/spa.html: the API serves it for every other client route.
/* global console, Request */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const ROOT_DIV = '<div id="root"></div>';

// React Query must not reach the server while prerendering (the header's session query is client-only):
// any fetch fails the build instead of quietly baking a network answer into the HTML.
const fetchCalls = [];
globalThis.fetch = async (input) => {
  fetchCalls.push(String(input instanceof Request ? input.url : input));
  throw new Error('fetch is not available while prerendering');
};

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html has no empty ${ROOT_DIV} to fill`);
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { prerender, PRERENDERED_PATHS, PAGE_SOURCES, renderHeadTags, PUBLIC_URL_PLACEHOLDER } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

/** The CSS and JS a manifest entry needs, following its static imports (dynamic ones load later, on demand). */
function chunkAssets(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the client build manifest`);
  if (seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const css = [...(entry.css ?? [])];
  const js = entry.isEntry ? [] : [entry.file];
  for (const imported of entry.imports ?? []) {
    const more = chunkAssets(imported, seen);
    css.push(...more.css);
    js.push(...more.js);
  }
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/gu;
const cssText = new Map();
async function inlineStyle(file) {
  if (!cssText.has(file)) cssText.set(file, (await readFile(join(dist, file), 'utf8')).replaceAll('</style', '<\\/style'));
  return `<style data-href="/${file}">${cssText.get(file)}</style>`;
}

async function headTagsFor(path, meta) {
  const { css, js } = chunkAssets(PAGE_SOURCES[path]);
  const styles = await Promise.all(css.filter((file) => !template.includes(`/${file}"`)).map(inlineStyle));
  const preloads = js.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  return { meta: renderHeadTags(meta, `${PUBLIC_URL_PLACEHOLDER}${path === '/' ? '/' : path}`), links: [...styles, ...preloads].join('\n    ') };
}

/** The template with its entry stylesheet links replaced by the same CSS inline. */
async function inlineEntryStyles(html) {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  if (files.length === 0) throw new Error('the client template links no stylesheet: did the Vite output change?');
  let result = html;
  for (const file of files) {
    const style = await inlineStyle(file);
    result = result.replace(`<link rel="stylesheet" crossorigin href="/${file}">`, () => style);
  }
  return result;
}
const prerenderTemplate = await inlineEntryStyles(template);

await writeFile(join(dist, 'spa.html'), template);
for (const path of PRERENDERED_PATHS) {
  if (!PAGE_SOURCES[path]) throw new Error(`PAGE_SOURCES has no module for ${path}`);
  const page = await prerender(path);
  if (page.status !== 200) throw new Error(`prerender ${path}: status ${page.status}`);
  const head = await headTagsFor(path, page.meta);
  const html = prerenderTemplate
    .replace(/<title>[^<]*<\/title>/u, () => '')
    .replace(/<meta name="description"[^>]*>\s*/u, () => '')
    .replace('</head>', () => `  ${head.meta}\n    ${head.links}\n  </head>`)
    .replace(ROOT_DIV, () => `<div id="root">${page.html}</div>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`prerendered ${path} -> ${file.slice(webRoot.length + 1)} (${Math.round(html.length / 1024)} KB)`);
}
if (fetchCalls.length > 0) throw new Error(`prerender made network calls: ${fetchCalls.join(', ')}`);

// Neither the server bundle nor the manifest belongs in what the API serves.
await rm(ssrDir, { recursive: true, force: true });
await rm(join(dist, '.vite'), { recursive: true, force: true });
