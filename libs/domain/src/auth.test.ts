import { describe, expect, it } from 'vitest';
import { EmailRequestBodySchema, LoginBodySchema, ResetPasswordBodySchema, SignupBodySchema, firstIssueMessage, initialsOf, isLinkedinInputValid, normaliseLinkedinInput, resetPasswordHint } from './auth';
import { MESSAGES } from './constants';

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

  it('gives the reset-password rule while the field is empty and warns only once 1-7 characters are typed', () => {
    expect(resetPasswordHint('')).toBe('At least 8 characters');
    expect(resetPasswordHint('a')).toBe('Your password is too weak');
    expect(resetPasswordHint('1234567')).toBe('Your password is too weak');
    expect(resetPasswordHint('12345678')).toBe('At least 8 characters');
  });

  it('takes a LinkedIn address the way LinkedIn shows it, without https://', () => {
    expect(normaliseLinkedinInput(' linkedin.com/in/jane ')).toBe('https://linkedin.com/in/jane');
    expect(normaliseLinkedinInput('www.LinkedIn.com/in/jane')).toBe('https://www.LinkedIn.com/in/jane');
    expect(isLinkedinInputValid(normaliseLinkedinInput('www.linkedin.com/in/jane'))).toBe(true);
    // Already whole, empty, or not LinkedIn at all: left for the rule to judge.
    expect(normaliseLinkedinInput('https://www.linkedin.com/in/jane')).toBe('https://www.linkedin.com/in/jane');
    expect(normaliseLinkedinInput('  ')).toBe('');
    expect(isLinkedinInputValid(normaliseLinkedinInput('example.com/linkedin.com/in/jane'))).toBe(false);
  });

  it("puts the server's sentence into the spec's failure texts without a doubled full stop", () => {
    expect(MESSAGES.signupFailed('This password is one of the most common passwords. Please choose another one.')).toBe(
      'Sign-up failed: This password is one of the most common passwords. Please choose another one. Please try again.',
    );
    expect(MESSAGES.resendFailed('Too many requests')).toBe('Resend email verification failed: Too many requests. Please try again.');
  });

  it('derives initials with the spec fallback "A"', () => {
    expect(initialsOf('Jane van Doe')).toBe('JD');
    expect(initialsOf('jane')).toBe('J');
    expect(initialsOf('  ')).toBe('A');
    expect(initialsOf(null)).toBe('A');
  });
});
