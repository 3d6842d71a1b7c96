import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../api/site-config';
import { defaultSiteLinks, normaliseExternalUrl } from '../content';
import type { SiteLinks } from '../content';

// The configured external links (beta form, community), served by GET /api/site-config (D31). Until the answer
// arrives (or if it fails) the build-time defaults apply, so a link is never missing. An explicit provider (tests,
// Storybook) wins and no request is made.
const SiteLinksContext = createContext<SiteLinks | undefined>(undefined);

export function SiteLinksProvider({ links, children }: { links: SiteLinks; children: ReactNode }) {
  return <SiteLinksContext.Provider value={links}>{children}</SiteLinksContext.Provider>;
}

export function useSiteLinks(): SiteLinks {
  const provided = useContext(SiteLinksContext);
  const config = useSiteConfig({ enabled: provided === undefined });
  if (provided) return provided;
  if (!config.data) return defaultSiteLinks;
  return {
    betaSignup: normaliseExternalUrl(config.data.betaFormUrl) ?? defaultSiteLinks.betaSignup,
    community: normaliseExternalUrl(config.data.communityUrl) ?? defaultSiteLinks.community,
  };
}
