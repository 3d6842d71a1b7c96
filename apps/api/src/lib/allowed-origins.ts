// The Origins a state-changing request may come from (the CSRF guard, D7): PUBLIC_URL's. When that is a loopback
// address, its other spellings on the same scheme and port are the same server too, so a developer who opens
// http://127.0.0.1:3000 instead of http://localhost:3000 is not refused; no other site can send those Origins.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function allowedOrigins(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set(LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`));
}
