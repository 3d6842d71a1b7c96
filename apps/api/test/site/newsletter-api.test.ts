import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, newsletterUnsubscribeTokens, outbox } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSmtpSink } from '../helpers/smtp-sink';
import { call, makeClock, uniqueEmail } from '../accounts/helpers';
import { decodeQuotedPrintable, freshIp, waitForMail } from './site-helpers';

const subscribe = (t: TestApp, email: string, ip = freshIp()) =>
  call(t.app, { method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });

function linkPath(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`http://localhost:3000(/api/newsletter/${kind}/[A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1];
}

const subscriptionOf = async (t: TestApp, email: string) =>
  (await t.app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('newsletter double opt-in over a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  const clock = makeClock(new Date());
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url, clock: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('mail received -> confirm link -> confirmed -> newsletter mail with unsubscribe link -> removed', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(t, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    expect((await subscriptionOf(t, email))?.confirmedAt).toBeNull();

    const confirmation = decodeQuotedPrintable((await waitForMail(t.app, sink.received, (m) => m.to.includes(email))).raw);
    expect(confirmation).toContain('Subject: Confirm your newsletter subscription');
    const confirmPath = linkPath(confirmation, 'confirm');
    linkPath(confirmation, 'unsubscribe');

    const confirmed = await call(t.app, { method: 'GET', url: confirmPath });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toMatch(/^\/\?newsletter=confirmed/);
    expect((await subscriptionOf(t, email))?.confirmedAt).not.toBeNull();
    // Single use: the same link again is refused.
    expect((await call(t.app, { method: 'GET', url: confirmPath })).headers.location).toMatch(/^\/\?newsletter=invalid/);

    // A mail to confirmed subscribers carries its own unsubscribe link.
    expect(await t.app.site.newsletter.sendToSubscribers({ subject: 'Waypoint news', text: 'What is new this month' })).toBeGreaterThanOrEqual(1);
    const news = decodeQuotedPrintable(
      (await waitForMail(t.app, sink.received, (m) => m.to.includes(email) && decodeQuotedPrintable(m.raw).includes('What is new this month'))).raw,
    );
    const unsubscribePath = linkPath(news, 'unsubscribe');
    const gone = await call(t.app, { method: 'GET', url: unsubscribePath });
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toMatch(/^\/\?newsletter=unsubscribed/);
    expect(await subscriptionOf(t, email)).toBeUndefined();
    // Every unsubscribe token of the subscription went with it.
    expect((await t.app.db.select().from(newsletterUnsubscribeTokens)).length).toBe(0);
  });

  it('the unsubscribe link in the confirmation mail removes a pending subscription', async () => {
    const email = uniqueEmail('pending');
    await subscribe(t, email);
    const mail = decodeQuotedPrintable((await waitForMail(t.app, sink.received, (m) => m.to.includes(email))).raw);
    const res = await call(t.app, { method: 'GET', url: linkPath(mail, 'unsubscribe') });
    expect(res.headers.location).toMatch(/^\/\?newsletter=unsubscribed/);
    expect(await subscriptionOf(t, email)).toBeUndefined();
    // The confirmation link of a removed subscription no longer works.
    expect((await call(t.app, { method: 'GET', url: linkPath(mail, 'confirm') })).headers.location).toMatch(/^\/\?newsletter=invalid/);
  });

  it('a confirmation link expires after 7 days', async () => {
    const email = uniqueEmail('late');
    await subscribe(t, email);
    const mail = decodeQuotedPrintable((await waitForMail(t.app, sink.received, (m) => m.to.includes(email))).raw);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const res = await call(t.app, { method: 'GET', url: linkPath(mail, 'confirm') });
      expect(res.headers.location).toMatch(/^\/\?newsletter=invalid/);
      expect((await subscriptionOf(t, email))?.confirmedAt).toBeNull();
    } finally {
      clock.set(new Date());
    }
  });
});

describe('newsletter without SMTP (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers new, pending and confirmed addresses identically (no enumeration) and never mails a confirmed one again', async () => {
    const email = uniqueEmail('enum');
    const first = await subscribe(t, email);
    const again = await subscribe(t, email);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(2);
    // The newest link wins: the first one is dead.
    const newest = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect((await call(t.app, { method: 'GET', url: linkPath(newest[0]!.text, 'confirm') })).headers.location).toMatch(/invalid/);
    expect((await call(t.app, { method: 'GET', url: linkPath(newest[1]!.text, 'confirm') })).headers.location).toMatch(/confirmed/);
    const confirmedAgain = await subscribe(t, email);
    const unknown = await subscribe(t, uniqueEmail('other'));
    for (const res of [first, again, confirmedAgain, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{"status":"accepted"}');
    }
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(2);
  });

  it('refuses an invalid address with 400 and rate limits per IP', async () => {
    const bad = await subscribe(t, 'nobody');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'Please enter a valid email address' });
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await subscribe(t, uniqueEmail('rl'), ip)).statusCode).toBe(202);
    expect((await subscribe(t, uniqueEmail('rl'), ip)).statusCode).toBe(429);
  });

  it('sends tampered or garbage tokens to the invalid landing', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/newsletter/confirm/not-a-token' })).headers.location).toMatch(/^\/\?newsletter=invalid/);
    expect((await call(t.app, { method: 'GET', url: '/api/newsletter/unsubscribe/x' })).headers.location).toMatch(/^\/\?newsletter=invalid/);
  });
});

describe('site configuration', () => {
  it('serves the configured links, null when unset, and turns the built-in newsletter off when NEWSLETTER_URL is set', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/site-config' })).json()).toEqual({ betaFormUrl: null, communityUrl: null, newsletterUrl: null });
    } finally {
      await plain.close();
    }
    const t = await buildTestApp({ BETA_FORM_URL: 'https://forms.example.org/beta', COMMUNITY_URL: 'https://community.example.org/', NEWSLETTER_URL: 'https://news.example.org/' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/site-config' })).json()).toEqual({
        betaFormUrl: 'https://forms.example.org/beta',
        communityUrl: 'https://community.example.org/',
        newsletterUrl: 'https://news.example.org/',
      });
      const res = await subscribe(t, uniqueEmail('ext'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NEWSLETTER_EXTERNAL' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages under PUBLIC_URL as XML', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://waypoint.example.org' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(['/', '/about', '/our-approach', '/resources', '/contact', '/terms', '/privacy'].map((p) => `https://waypoint.example.org${p}`));
    } finally {
      await t.close();
    }
  });
});
