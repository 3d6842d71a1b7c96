// The account emails (text and HTML). Links are built from PUBLIC_URL so they point at the SPA's screens
// (/email-confirmation/{token}, /reset-password/{token}, /email-change/{token}); the secret is a path segment, never
// logged.
export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function linkTo(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

// A whole HTML document: its language and character set stated for mail clients and screen readers, the subject as
// its title; the pasted-address fallback may break anywhere, so a long token does not widen the message on a phone.
function layout(subject: string, name: string, paragraphs: string[], action?: { label: string; url: string }): AccountEmail {
  const greeting = `Hello ${name},`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), 'The Waypoint team'].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#0f5e66;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;overflow-wrap:anywhere">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
      : '',
    '<p>The Waypoint team</p></body></html>',
  ].join('');
  return { subject, text, html };
}

export function confirmationEmail(publicUrl: string, name: string, token: string): AccountEmail {
  const url = linkTo(publicUrl, `/email-confirmation/${token}`);
  return layout('Confirm your email address', name, ['Thanks for signing up for Waypoint. Please confirm your email address to start using your account. The link is valid for 24 hours.'], {
    label: 'Confirm my email',
    url,
  });
}

export function resetEmail(publicUrl: string, name: string, token: string): AccountEmail {
  const url = linkTo(publicUrl, `/reset-password/${token}`);
  return layout(
    'Reset your password',
    name,
    ['Someone (hopefully you) asked to reset the password of your Waypoint account. The link is valid for 1 hour and works once.', 'If you did not ask for this, you can ignore this email: your password stays the same.'],
    { label: 'Choose a new password', url },
  );
}

export function signupAttemptEmail(publicUrl: string, name: string): AccountEmail {
  return layout(
    'Someone tried to sign up with your email address',
    name,
    [
      'Someone just tried to create a Waypoint account with this email address, which already has an account.',
      'If it was you: you can log in, or reset your password if you have forgotten it. If it was not you, you can ignore this email; nothing has changed.',
    ],
    { label: 'Reset my password', url: linkTo(publicUrl, '/verify-email') },
  );
}

export function passwordChangedEmail(publicUrl: string, name: string): AccountEmail {
  return layout(
    'Your password was changed',
    name,
    ['The password of your Waypoint account was just changed, and every session was signed out.', 'If this was not you, reset your password now and contact us.'],
    { label: 'Reset my password', url: linkTo(publicUrl, '/verify-email') },
  );
}

export function emailChangeEmail(publicUrl: string, name: string, token: string): AccountEmail {
  return layout(
    'Confirm your new email address',
    name,
    [
      'You asked to move your Waypoint account to this email address. Please confirm it; until you do, your account keeps its current address. The link is valid for 24 hours.',
      'If you did not ask for this, you can ignore this email: nothing changes.',
    ],
    { label: 'Confirm my new email', url: linkTo(publicUrl, `/email-change/${token}`) },
  );
}

export function emailChangeAttemptEmail(publicUrl: string, name: string): AccountEmail {
  return layout(
    'Someone tried to move an account to your email address',
    name,
    [
      'Someone just asked to move another Waypoint account to this email address, which already has an account. Nothing has changed.',
      'If it was you: an address can belong to only one account, so delete the account you do not need first (Profile, then "Delete my account").',
    ],
    { label: 'Log in', url: linkTo(publicUrl, '/login') },
  );
}

export function emailChangedEmail(publicUrl: string, name: string, newEmail: string): AccountEmail {
  return layout(
    'Your email address was changed',
    name,
    [`The email address of your Waypoint account was just changed to ${newEmail}. Emails about your account now go there.`, 'If this was not you, contact us at once.'],
    { label: 'Contact us', url: linkTo(publicUrl, '/contact') },
  );
}
