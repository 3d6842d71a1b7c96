import { describe, expect, it } from 'vitest';
import { EmailRequestBodySchema, LoginBodySchema, ProfileUpdateBodySchema, ResetPasswordBodySchema, SignupBodySchema, firstIssueMessage, fullNameProblem, initialsOf, isLinkedinInputValid, normaliseLinkedinInput, passwordLengthHint, passwordLengthOk, resetPasswordHint } from './auth';
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
    // A missing password, or one that is not text, is not 'too short'.
    expect(message(LoginBodySchema, { email: 'a@b.co' })).toBe('Please enter your password.');
    expect(message(LoginBodySchema, { email: 'a@b.co', password: 123 })).toBe('The password must be text.');
    expect(message(ResetPasswordBodySchema, {})).toBe('Please enter your password.');
    expect(message(SignupBodySchema, { ...valid, password: 'x'.repeat(129) })).toBe('Password must be at most 128 characters.');
  });

  it('says a new password is too long past 128 characters, rather than that it is long enough', () => {
    expect(passwordLengthHint('x'.repeat(128))).toBe('Password is long enough');
    expect(passwordLengthHint('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(resetPasswordHint('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordLengthOk('x'.repeat(129))).toBe(false);
    expect(passwordLengthOk('x'.repeat(8))).toBe(true);
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

  it('takes whole characters for initials, never half of an emoji or of a rare CJK character', () => {
    expect(initialsOf('😀')).toBe('😀');
    expect(initialsOf('𠮷野 家')).toBe('𠮷家');
  });

  it.each([
    ['a terminal escape', '\u0007\u001b[31mRED'],
    ['a line break', 'Ada\nLovelace'],
    ['a right-to-left override', '\u202Egnp.exe'],
    ['a bidirectional isolate', 'Ada \u2066Lovelace\u2069'],
  ])('refuses a full name with %s, at signup and on the profile', (_, fullName) => {
    const signup = SignupBodySchema.safeParse({ full_name: fullName, email: 'ada@example.com', password: 'violet tractor lemonade' });
    expect(signup.error && firstIssueMessage(signup.error)).toBe('Your full name must be one line of plain text.');
    const profile = ProfileUpdateBodySchema.safeParse({ full_name: fullName });
    expect(profile.error && firstIssueMessage(profile.error)).toBe('Your full name must be one line of plain text.');
  });

  it('says in the forms what the server would say about a name', () => {
    for (const fullName of ['', '   ', 'x'.repeat(121), `${'x'.repeat(120)}  `, 'Ada\tLovelace', '\u202Egnp.exe', 'Grace Hopper']) {
      const server = ProfileUpdateBodySchema.safeParse({ full_name: fullName });
      expect(fullNameProblem(fullName), JSON.stringify(fullName)).toBe(server.error ? firstIssueMessage(server.error) : null);
    }
  });

  it('keeps names in any script, right-to-left ones and joined emoji included', () => {
    for (const fullName of ['محمد عبد الله', 'שרה כהן', 'Zoë Saldaña-Perez', '李小龍', 'Ana 👩\u200d💻']) {
      expect(ProfileUpdateBodySchema.safeParse({ full_name: fullName }).success, fullName).toBe(true);
    }
  });
});
