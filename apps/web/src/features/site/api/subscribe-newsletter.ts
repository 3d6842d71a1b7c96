import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@waypoint/api-client';
import { api } from '../../../lib/api';
import { SiteRequestError } from './send-contact';

/** POST /api/newsletter (D31): the API mails a confirmation link (double opt-in); always 202 for a valid address. */
export async function subscribeNewsletter(email: string): Promise<void> {
  const { error, response } = await api.POST('/api/newsletter', { body: { email } });
  if (!response.ok) throw new SiteRequestError(response.status, error as ApiError | undefined);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter });
}
