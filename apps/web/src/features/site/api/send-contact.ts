import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  /** The solved robot-check payload; single use. */
  altcha: string;
}

/** POST /api/contact (D30): stored and mailed to the team; 202 { received: true }. */
export async function sendContact(message: ContactMessage): Promise<void> {
  const { error, response } = await api.POST('/api/contact', { body: message });
  if (!response.ok) fail(response, error);
}

export function useSendContact() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContact });
}
