import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';

/** POST /api/newsletter (D31): the API mails a confirmation link (double opt-in); always 202 for a valid address. */
export async function subscribeNewsletter(email: string): Promise<void> {
  const { error, response } = await api.POST('/api/newsletter', { body: { email } });
  if (!response.ok) fail(response, error);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter });
}
