import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface SiteConfig {
  betaFormUrl: string | null;
  communityUrl: string | null;
  newsletterUrl: string | null;
}

/** GET /api/site-config (D31): the operator's external links; null means "use the in-app fallback". */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const { data, response } = await api.GET('/api/site-config');
  if (!data) throw new Error(`GET /api/site-config answered ${response.status}`);
  return data;
}

export function useSiteConfig(options: { enabled?: boolean } = {}) {
  // The links change only when the operator redeploys: fetch once per visit.
  return useQuery({ queryKey: ['site-config'], queryFn: fetchSiteConfig, staleTime: Infinity, retry: 1, enabled: options.enabled ?? true });
}
