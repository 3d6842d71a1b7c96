// One place for a page's <title>, description and Open Graph tags: the prerender writes them into the HTML with
// renderHeadTags, and the client keeps them in step on every navigation with applyHeadTags (see route-meta-sync).

/** What a page says about itself to search engines and link previews (the site pages export one as `meta`). */
export interface PageMeta {
  title: string;
  description: string;
}

export const DEFAULT_DESCRIPTION =
  'Waypoint helps professionals change careers or keep growing: personalised assessments, skill match, an A-to-B roadmap and a soft-skills practice gym.';

/** The managed tags, in the order the prerender writes them. `og:type` is always "website": the site has no articles. */
export function headTags(meta: PageMeta, url: string): { attr: 'name' | 'property'; key: string; content: string }[] {
  return [
    { attr: 'name', key: 'description', content: meta.description },
    { attr: 'property', key: 'og:title', content: meta.title },
    { attr: 'property', key: 'og:description', content: meta.description },
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'property', key: 'og:url', content: url },
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}

/** The <title> and <meta> elements as HTML, for the prerendered pages' <head>. */
export function renderHeadTags(meta: PageMeta, url: string): string {
  const tags = headTags(meta, url).map(({ attr, key, content }) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join('\n    ');
}

/** Sets document.title and creates or updates each managed <meta> tag in document.head. */
export function applyHeadTags(meta: PageMeta, url: string, doc: Document = document): void {
  doc.title = meta.title;
  for (const { attr, key, content } of headTags(meta, url)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(attr, key);
      doc.head.append(element);
    }
    element.setAttribute('content', content);
  }
}
