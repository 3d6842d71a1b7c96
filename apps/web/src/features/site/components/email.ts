/** Spec section 5: a simple something@something.something with no spaces; empty is handled as "required". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address mail can deliver (RFC 5321), and the API's limit. */
const EMAIL_MAX = 254;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed);
}
