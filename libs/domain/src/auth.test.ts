import { describe, expect, it } from 'vitest';
import { EmailRequestBodySchema, LoginBodySchema, ResetPasswordBodySchema, SignupBodySchema, firstIssueMessage, initialsOf } from './auth';

const valid = { full_name: ' Jane Doe ', email: ' Jane@Example.COM ', password: 'long enough pass' };

describe('auth payloads', () => {
  it('normalises a valid signup (trimmed name, lower-case email, empty LinkedIn allowed)', () => {
    expect(SignupBodySchema.parse({ ...valid, linkedin_id: '' })).toMatchObject({ full_name: 'Jane Doe', email: 'jane@example.com' });
  });

  it('reports the spec texts as the first issue', () => {
    const message = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? 'ok' : firstIssueMessage(result.error as never);
    };
    expect(message(SignupBodySchema, { ...valid, email: 'jane at example' })).toBe('Please enter a valid email address');
    expect(message(SignupBodySchema, { ...valid, password: 'short' })).toBe('Password too short');
    expect(message(SignupBodySchema, { ...valid, linkedin_id: 'https://example.com/jane' })).toBe('Please enter a valid LinkedIn profile URL.');
    expect(message(SignupBodySchema, { ...valid, linkedin_id: 'https://www.linkedin.com/in/jane' })).toBe('ok');
    expect(message(LoginBodySchema, { email: 'a@b.co', password: '1234567' })).toBe('Password too short');
    expect(message(EmailRequestBodySchema, { email: 'nope' })).toBe('Please enter a valid email address.');
    expect(message(ResetPasswordBodySchema, { new_password: 'short' })).toBe('Your password is too weak');
  });

  it('derives initials with the spec fallback "A"', () => {
    expect(initialsOf('Jane van Doe')).toBe('JD');
    expect(initialsOf('jane')).toBe('J');
    expect(initialsOf('  ')).toBe('A');
    expect(initialsOf(null)).toBe('A');
  });
});
