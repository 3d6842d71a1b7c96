// The accounts journeys in Chromium against the production build and its real dev outbox: signup, email
// confirmation, login, logout, password reset, email change, the live validation texts of spec section 5,
// keyboard-only signup, axe on every accounts screen, and no sideways scrolling at phone width.
import { DEFINITIONS, questionIdsOf } from '@waypoint/assessment';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, saveSkillMatch, signIn, solveChallenge } from './support/accounts';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';
import { tabTo } from './support/keyboard';

const PASSWORD = 'violet tractor lemonade';
const NEW_PASSWORD = 'copper lantern harbour 42';

function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The token of the newest mail to `to` in the dev outbox whose link matches `/{kind}/{token}`. */
async function tokenFromOutbox(to: string, kind: 'email-confirmation' | 'reset-password' | 'email-change'): Promise<string> {
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[];
        token = outbox
          .filter((m) => m.to === to)
          .map((m) => pattern.exec(m.text)?.[1])
          .filter(Boolean)
          .at(-1);
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

/** Text on the page, polled: the screens render after their chunk and data load. */
async function expectText(page: Page, text: string, count = 1): Promise<void> {
  await expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBe(count);
}

async function tickRobotBox(page: Page): Promise<void> {
  await page.getByLabel('I am not a robot').check();
  await expectText(page, 'Verified');
}

async function logInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The login form always asks for the box (spec section 5: it must be ticked to log in).
  await tickRobotBox(page);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** How many requests of `method` to a URL containing `path` the page has sent since this was called. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(path)) count += 1;
  });
  return () => count;
}

const headerLogInLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Log in', exact: true });

describe.skipIf(!browserAvailable)('accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, confirms through the emailed link, logs in (initials in the header) and logs out', async () => {
    const email = uniqueEmail('signup');
    const { context, page } = await openPage(browser, '/signup');
    try {
      await page.getByLabel('Full Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await tickRobotBox(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await page.waitForURL(`${baseUrl}/verification-prompt`);
      await expectText(page, email);

      const token = await tokenFromOutbox(email, 'email-confirmation');
      await page.goto(`/email-confirmation/${token}`);
      await expectText(page, 'Email Confirmed!');

      await logInInBrowser(page, email, PASSWORD);
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.getByTestId('profile-initials').first().textContent(), { timeout: 15_000 }).toBe('AL');

      await page.locator('header').getByRole('link', { name: /your profile$/ }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await expect.poll(() => headerLogInLink(page).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('profile-initials').count()).toBe(0);
      expect(await (await page.request.get('/api/check-auth')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('resets a forgotten password (the address carried from the log-in form) from the emailed link; the new password logs in and the old one fails', async () => {
    const seed = await browser.newContext({ baseURL: baseUrl });
    const { email } = await signIn(seed, 'Grace Hopper');
    await seed.close();

    const { context, page } = await openPage(browser, '/login');
    try {
      // The address typed at the log-in form goes along to 'Forgot your password?', and not in the address bar.
      await page.getByLabel('Email').fill(email);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/verify-email`);
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectText(page, 'A verification link has been sent to your email address.');

      const token = await tokenFromOutbox(email, 'reset-password');
      await page.goto(`/reset-password/${token}`);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      // A double-click sends the change once: a second request would spend the link and say it failed.
      const sent = countRequests(page, 'POST', '/api/reset-password/');
      await page.getByRole('button', { name: 'Change password' }).dblclick();
      await expectText(page, 'Your password has been changed. Taking you to the log in page…');
      expect(sent()).toBe(1);

      // The link is spent: opening it again says so at once, with the way to a new one, and no form to fill in vain.
      await page.goto(`/reset-password/${token}`);
      await expectText(page, 'This password reset link has already been used, or a newer one has been sent since. Please use the newest link, or ask for a new one.');
      expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/verify-email');
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);

      await logInInBrowser(page, email, PASSWORD);
      // The spec's words, then what to check.
      await expectText(page, 'Login failed. Please try again. The email or password is incorrect.');
      expect(page.url()).toBe(`${baseUrl}/login`);

      await logInInBrowser(page, email, NEW_PASSWORD);
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.getByTestId('profile-initials').first().textContent(), { timeout: 15_000 }).toBe('GH');
    } finally {
      await context.close();
    }
  });

  it('shows the section 5 messages on /signup as the user types', async () => {
    const { context, page } = await openPage(browser, '/signup');
    try {
      const email = page.getByLabel('Email');
      await email.fill('not an email');
      await expectText(page, 'Please enter a valid email address');
      await email.fill('ada@example.com');
      await expectText(page, 'Please enter a valid email address', 0);

      const linkedin = page.getByLabel('LinkedIn Profile');
      await linkedin.fill('https://example.com/in/ada');
      await expectText(page, 'Please enter a valid LinkedIn profile URL.');
      await linkedin.fill('https://www.linkedin.com/in/ada');
      await expectText(page, 'Please enter a valid LinkedIn profile URL.', 0);

      const password = page.getByLabel('Password', { exact: true });
      await password.fill('short');
      await expectText(page, 'Password too short');
      await password.fill('long enough');
      await expectText(page, 'Password is long enough');
      await expectText(page, 'Password too short', 0);

      const confirmation = page.getByLabel('Confirm Password');
      await confirmation.fill('long enoug');
      await expectText(page, 'Passwords do not match');
      await confirmation.fill('long enough');
      await expectText(page, 'Passwords match');
      await expectText(page, 'Passwords do not match', 0);

      // Everything valid but the robot box unticked: submission is blocked with the form-level message.
      await page.getByLabel('Full Name').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectText(page, 'Please correct the errors in the form.');
      expect(page.url()).toBe(`${baseUrl}/signup`);
    } finally {
      await context.close();
    }
  });

  it('shows the section 5 messages on /login, /verify-email and /reset-password', async () => {
    const { context, page } = await openPage(browser, '/login');
    try {
      const email = page.getByLabel('Email');
      await email.fill('ada@');
      await expectText(page, 'Please enter a valid email address');
      await email.fill('ada@example.com');
      await expectText(page, 'Please enter a valid email address', 0);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expectText(page, 'Please confirm you are not a robot.');

      await page.goto('/verify-email');
      await page.getByLabel('Email').fill('ada at example');
      await expectText(page, 'Please enter a valid email address.');

      // A link that works (one that does not says so instead of showing the form).
      const { email: resetting } = await createConfirmedUser('Ada Reset');
      const asked = await fetch(`${baseUrl}/api/reset-password/`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ email: resetting, altcha: await solveChallenge() }),
      });
      expect(asked.status).toBe(202);
      await page.goto(`/reset-password/${await tokenFromOutbox(resetting, 'reset-password')}`);
      const next = page.getByLabel('New password', { exact: true });
      // Nothing typed yet: the rule, not a warning.
      await expectText(page, 'At least 8 characters');
      await expectText(page, 'Your password is too weak', 0);
      await next.fill('short');
      await expectText(page, 'Your password is too weak');
      await next.fill('long enough');
      await expectText(page, 'At least 8 characters');
      await expectText(page, 'Your password is too weak', 0);
      await page.getByLabel('Confirm new password').fill('long enougH');
      await expectText(page, 'Passwords do not match');
    } finally {
      await context.close();
    }
  });

  it('a password with the name in it is refused under the password field at phone width; nothing typed is lost', async () => {
    const email = uniqueEmail('weak');
    const { context, page } = await openPage(browser, '/signup', viewports.phone);
    try {
      await page.getByLabel('Full Name').fill('Dorothy Vaughan');
      await page.getByLabel('Email').fill(email);
      // As LinkedIn shows the address: accepted, and completed when the field is left.
      await page.getByLabel('LinkedIn Profile').fill('linkedin.com/in/dorothy');
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('dorothyvaughan1');
      expect(await page.getByLabel('LinkedIn Profile').inputValue()).toBe('https://linkedin.com/in/dorothy');
      await page.getByLabel('Confirm Password').fill('dorothyvaughan1');
      await tickRobotBox(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();

      // The real policy (zxcvbn with the user's own name) answers, and its reason sits under the field.
      await expect
        .poll(() => password.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? ''), { timeout: 15_000 })
        .toContain('It contains your name or email address.');
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      await expectText(page, 'Password is long enough', 0);
      expect(await page.getByText(/^Sign-up failed: This password is too easy to guess\..*[^.]\. Please try again\.$/).count()).toBe(1);
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Dorothy Vaughan');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      await password.fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await tickRobotBox(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL(`${baseUrl}/verification-prompt`);
    } finally {
      await context.close();
    }
  });

  it('signs up, logs in and logs out with the keyboard alone (Tab, typing, Space on the robot box, Enter)', async () => {
    const email = uniqueEmail('keyboard');
    const { context, page } = await openPage(browser, '/signup');
    try {
      await expect.poll(() => page.getByLabel('Full Name').count(), { timeout: 15_000 }).toBe(1);
      await tabTo(page, 'Full Name');
      await page.keyboard.type('Katherine Johnson');
      await tabTo(page, 'Email');
      await page.keyboard.type(email);
      await tabTo(page, 'Password');
      await page.keyboard.type(PASSWORD);
      await tabTo(page, 'Confirm Password');
      await page.keyboard.type(PASSWORD);
      await tabTo(page, 'I am not a robot');
      await page.keyboard.press('Space');
      await expectText(page, 'Verified');
      await tabTo(page, 'Sign Up');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/verification-prompt`);
      await expectText(page, email);

      await page.goto(`/email-confirmation/${await tokenFromOutbox(email, 'email-confirmation')}`);
      await expectText(page, 'Email Confirmed!');
      await page.goto('/login');
      await page.getByLabel('Email').waitFor();
      await tabTo(page, 'Email');
      await page.keyboard.type(email);
      await tabTo(page, 'Password');
      await page.keyboard.type(PASSWORD);
      await tabTo(page, 'I am not a robot');
      await page.keyboard.press('Space');
      await expectText(page, 'Verified');
      await tabTo(page, 'Log In');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/`);

      // After a navigation focus is on <main>; Tab reaches the header again after the footer.
      await tabTo(page, /your profile$/, 150);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/profile`);
      await tabTo(page, 'Log out', 80);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/login`);
      expect(await (await page.request.get('/api/check-auth')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('Log out asks first when this browser holds results not saved to the account; Escape keeps them; axe clean at phone width', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Katherine Johnson');
      const page = await context.newPage();
      await page.goto('/profile');
      // A result finished before signing in, as the assessments page keeps it (D2): all ten statements rated.
      const answers = Object.fromEntries(questionIdsOf(DEFINITIONS['who-am-i']).map((id) => [id, '3']));
      const unsaved = JSON.stringify([{ slug: 'who-am-i', answers, completedAt: new Date().toISOString() }]);
      await page.evaluate((value) => localStorage.setItem('waypoint.assessments.v1.anonymous-results', value), unsaved);
      const logOut = page.getByRole('button', { name: 'Log out' });
      await logOut.click();
      const dialog = page.getByRole('dialog', { name: 'Log out and lose unsaved results?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('You finished one exercise on this browser before signing in, and it is not in your account.');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => localStorage.getItem('waypoint.assessments.v1.anonymous-results'))).toBe(unsaved);
      expect((await context.request.get('/api/check-auth')).status()).toBe(200);

      await logOut.click();
      await dialog.getByRole('button', { name: 'Log out anyway' }).click();
      await page.waitForURL(`${baseUrl}/login`);
      expect((await context.request.get('/api/check-auth')).status()).toBe(401);
      expect(await page.evaluate(() => localStorage.getItem('waypoint.assessments.v1.anonymous-results'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('two tabs: a log-out in one signs the other out at once; the next person to log in there sees none of the last one\'s data', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context, 'Annie Easley');
      await saveSkillMatch(context);
      const profileTab = await context.newPage();
      await profileTab.goto('/profile');
      const dashboardTab = await context.newPage();
      await dashboardTab.goto('/dashboard');
      const reportLinks = dashboardTab.getByRole('region', { name: 'Skill-match reports' }).getByRole('link', { name: 'Open the report' });
      await expect.poll(() => reportLinks.count(), { timeout: 15_000 }).toBe(1);

      await profileTab.getByRole('button', { name: 'Log out' }).click();
      await profileTab.waitForURL(`${baseUrl}/login`);
      // The other tab, untouched, no longer shows the dashboard of someone signed out.
      await dashboardTab.getByRole('heading', { name: 'Log in to see your dashboard' }).waitFor({ timeout: 5_000 });

      // Someone else logs in there: their dashboard, with none of the last person's reports.
      const next = await createConfirmedUser('Mary Winston Jackson');
      await dashboardTab.getByRole('link', { name: 'Log in', exact: true }).first().click();
      await dashboardTab.getByLabel('Email').fill(next.email);
      await dashboardTab.getByLabel('Password', { exact: true }).fill(next.password);
      await tickRobotBox(dashboardTab);
      await dashboardTab.getByRole('button', { name: 'Log In' }).click();
      await dashboardTab.waitForURL(`${baseUrl}/`);
      await dashboardTab.locator('header').getByRole('link', { name: 'My dashboard' }).click();
      await dashboardTab.getByRole('region', { name: "Start with What's Not Working" }).waitFor({ timeout: 15_000 });
      expect(await dashboardTab.getByText('Welcome back, Mary Winston Jackson.', { exact: false }).count()).toBe(1);
      expect(await reportLinks.count()).toBe(0);
      // And the first tab follows the new sign-in.
      await expect.poll(() => profileTab.getByTestId('profile-initials').first().textContent(), { timeout: 15_000 }).toBe('MJ');
    } finally {
      await context.close();
    }
  });

  it('a confirmation link cut short by a mail client (/email-confirmation/%E0%A4%A) opens the page that says it failed, with a resend form', async () => {
    const { context, page } = await openPage(browser, '/email-confirmation/%E0%A4%A');
    try {
      await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBe('Confirmation Failed');
      expect(await page.getByRole('button', { name: 'Resend Email' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  describe.each(['/login', '/signup', '/verify-email', '/verification-prompt', '/reset-password/x', '/email-confirmation/x'])('%s', (path) => {
    it('has no axe violations', async () => {
      const { context, page } = await openPage(browser, path);
      try {
        await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBeTruthy();
        // The confirmation page first shows 'Verifying your email...'; check the settled (failed) state.
        if (path.startsWith('/email-confirmation')) await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).not.toMatch(/Verifying/);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('/profile (signed in) has no axe violations', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop });
    try {
      await signIn(context, 'Mary Jackson');
      const page = await context.newPage();
      await page.goto('/profile');
      await expectText(page, 'Account details');
      // The only session: nothing else to sign out.
      await expectText(page, 'You are signed in only here.');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('changes the email address by keyboard: the link sent to the new address moves the account, which then logs in with it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone });
    try {
      const { email } = await signIn(context, 'Mary Jackson');
      const next = uniqueEmail('moved');
      const page = await context.newPage();
      await page.goto('/profile');
      await expectText(page, `Email: ${email}`);
      await tabTo(page, 'Change email address');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('new-email');
      await page.keyboard.type(next);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await expectText(page, `We sent a link to ${next}. Open it to finish; until then your email address stays ${email}.`);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/email-change/${await tokenFromOutbox(next, 'email-change')}`);
      await page.getByRole('heading', { name: 'Email address changed' }).waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await expectText(page, `Email: ${next}`);
      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ email: next, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('/profile at phone width does not scroll sideways, even with a long email address', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone });
    try {
      const { email } = await signIn(context, 'Katherine Johnson');
      const page = await context.newPage();
      await page.goto('/profile');
      await expectText(page, `Email: ${email}`);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    } finally {
      await context.close();
    }
  });

  describe.each(['/login', '/signup'])('%s at phone width (390x844)', (path) => {
    it('does not scroll sideways', async () => {
      const { context, page } = await openPage(browser, path, viewports.phone);
      try {
        await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBeTruthy();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      } finally {
        await context.close();
      }
    });
  });
});
