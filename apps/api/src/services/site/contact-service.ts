// The contact form (D30): the message is stored first, then mailed to the operator's inbox through the outbox,
// so a failing SMTP server delays the mail but loses nothing. Nothing the visitor typed goes into a mail header:
// the subject is fixed and the visitor's address is in the body (the operator copies it to reply).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertContactMessage } from '../../db/queries/site';
import type { Mailer } from '../mail/mailer';

export const CONTACT_SUBJECT = 'New contact message';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  userId: string | null;
  ip: string | null;
}

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  inbox: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function contactMailText(input: ContactInput, receivedAt: Date): string {
  return [
    'A visitor wrote through the contact form.',
    '',
    `Name: ${input.firstName} ${input.lastName}`,
    `Email: ${input.email}`,
    `Signed-in user: ${input.userId ?? 'no'}`,
    `Received: ${receivedAt.toISOString()}`,
    '',
    'Message:',
    input.message,
  ].join('\n');
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    /** Stores the message and queues the mail to the inbox; resolves once both are stored. */
    async receive(input: ContactInput): Promise<{ id: string }> {
      const now = deps.clock();
      const row = await insertContactMessage(deps.db, { ...input, createdAt: now });
      await deps.mailer.send({ to: deps.inbox, subject: CONTACT_SUBJECT, text: contactMailText(input, now) });
      deps.log.info({ contact_message_id: row.id }, 'contact message received');
      return { id: row.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
