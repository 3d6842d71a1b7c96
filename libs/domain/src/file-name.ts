// Names of the files the product hands out (PDF reports), the same from the API's content-disposition and from the
// browser's save dialog, so a download is called after what it is about ('roadmap-health-services-manager.pdf').

/** Lower-case words joined by hyphens, at most 60 characters; `fallback` when nothing is left. */
export function fileSlug(text: string, fallback: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '') || fallback;
}

export const roadmapPdfName = (targetRole: string): string => `roadmap-${fileSlug(targetRole, 'plan')}.pdf`;
export const skillMatchPdfName = (desiredRole: string): string => `skill-match-${fileSlug(desiredRole, 'report')}.pdf`;
