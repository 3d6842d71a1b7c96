// URLs as the logs may show them: the one-time secrets some links carry (email confirmation, password reset, email
// change, newsletter opt-in and opt-out, the OpenID Connect callback's code and state) are replaced by [redacted].

/** Paths whose next segment is a secret, in the API and in the SPA screens the emails link to. */
const SECRET_SEGMENT_AFTER = [
  '/api/confirm-email/',
  '/api/reset-password/',
  '/api/newsletter/confirm/',
  '/api/newsletter/unsubscribe/',
  '/api/email-change/',
  '/email-confirmation/',
  '/reset-password/',
  '/email-change/',
];

/** Query parameters whose value is a secret wherever they appear. */
const SECRET_QUERY = /^(?:token|code|state|password|secret|key|api_key|access_token|id_token|refresh_token)$/i;

const REDACTED = '[redacted]';

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (!path.startsWith(prefix)) continue;
    const end = path.indexOf('/', prefix.length);
    path = prefix + REDACTED + (end === -1 ? '' : path.slice(end));
    break;
  }
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
