import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@waypoint/api-client';
import { api } from '../../../lib/api';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  /** The solved robot-check payload; single use. */
  altcha: string;
}

/** An error answer of the API (its `{ code, detail }`), with the HTTP status. */
export class SiteRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.detail ?? `The server answered ${status}`);
    this.name = 'SiteRequestError';
  }
}

/** POST /api/contact (D30): stored and mailed to the team; 202 { received: true }. */
export async function sendContact(message: ContactMessage): Promise<void> {
  const { error, response } = await api.POST('/api/contact', { body: message });
  if (!response.ok) throw new SiteRequestError(response.status, error as ApiError | undefined);
}

export function useSendContact() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContact });
}
