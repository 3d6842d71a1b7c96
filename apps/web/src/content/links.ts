// Links the public pages point at that an operator configures (D31): the beta sign-up form and the
// community. The API will later serve the configured values; until then they come from the build
// environment (VITE_BETA_FORM_URL, VITE_COMMUNITY_URL).
//
// Decision for when nothing is configured: we never ship a placeholder address. Each link falls back
// to a place inside the app that does the same job:
// - beta sign-up, "Sign up for free", "Join the beta", "Discover what's next" -> the built-in
//   newsletter subscription on the home page (/#newsletter), which has a double opt-in (D31);
// - community -> the contact page (/contact#contact-us), where people can reach the team.
// A configured URL opens in a new tab with rel="noopener noreferrer"; a fallback stays in the app.

export type SiteLinkKey = 'betaSignup' | 'community';

export interface SiteLinks {
  /** Absolute https URLs when configured, or null to use the in-app fallback. */
  betaSignup: string | null;
  community: string | null;
}

export const siteLinkFallbacks: Record<SiteLinkKey, string> = {
  betaSignup: '/#newsletter',
  community: '/contact#contact-us',
};

/** Accepts only absolute http(s) URLs, so a typo in configuration can't produce a broken link. */
export function normaliseExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function fromBuildEnv(name: string): unknown {
  // import.meta.env exists under Vite and Vitest; guard for other tools that load this module.
  const env = (import.meta as { env?: Record<string, unknown> }).env;
  return env?.[name];
}

export const defaultSiteLinks: SiteLinks = {
  betaSignup: normaliseExternalUrl(fromBuildEnv('VITE_BETA_FORM_URL')),
  community: normaliseExternalUrl(fromBuildEnv('VITE_COMMUNITY_URL')),
};
