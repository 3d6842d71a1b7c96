import { createHash } from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { EmailChangePage } from '../email-change-page';
import { EmailConfirmationPage } from '../email-confirmation-page';
import { ForgotPasswordPage } from '../forgot-password-page';
import { LoginPage } from '../login-page';
import { ResetPasswordPage } from '../reset-password-page';
import { SignupPage } from '../signup-page';

type Handler = (request: Request) => Response | Promise<Response>;

// A small robot-check challenge the browser code really solves (SHA-256 via crypto.subtle).
const salt = 'abc123?expires=9999999999';
const challenge = { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}42`).digest('hex'), maxnumber: 100, salt, signature: 'sig' };

/** Stands in for the API: each test lists the answers of the paths it uses; anything else is a 404. */
function serve(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const path = new URL(request.url, 'http://localhost').pathname;
    const key = `${request.method} ${path}`;
    const handler = routes[key] ?? (key === 'GET /api/altcha/challenge' ? () => Response.json(challenge) : undefined);
    return handler ? handler(request) : new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'no', request_id: 'r' }), { status: 404 });
  });
  return requests;
}

/** Answers POST /api/users as the API does when it creates the account, keeping the body the page sent. */
function acceptSignup(): { body: Record<string, unknown> } {
  const sent = { body: {} as Record<string, unknown> };
  serve({
    'POST /api/users': async (request) => {
      sent.body = (await request.json()) as Record<string, unknown>;
      return Response.json({ email: 'ada@example.com' }, { status: 201 });
    },
  });
  return sent;
}

/** Renders `routes` in a memory router at `path`, with the app's query client. */
function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** One screen at `pattern`, with stand-ins for the places it may send the user. */
function renderAt(path: string, pattern: string, Page: ComponentType) {
  return renderRoutes(
    [
      { path: pattern, Component: Page },
      { path: '/login', Component: () => <h1>Login screen</h1> },
      { path: '/', Component: () => <h1>Home screen</h1> },
      { path: '/assessments', Component: () => <h1>Assessments screen</h1> },
      { path: '/dashboard', Component: () => <h1>Dashboard screen</h1> },
      { path: '/verification-prompt', Component: () => <h1>Prompt screen</h1> },
    ],
    path,
  );
}

const apiError = (status: number, code: string, detail: string) => new Response(JSON.stringify({ code, detail, request_id: 'r1' }), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => sessionStorage.clear());

/** Ticks the robot box and waits for the solved challenge, as a person would before submitting. */
async function proveHuman(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('I am not a robot'));
  await screen.findByText('Verified');
}

/** Fills the login form with Ada's address and right password, ticks the robot box and presses Log In. */
async function logInAsAda(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'right password');
  await proveHuman(user);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('signup screen', () => {
  it('validates as the user types, with the spec texts', async () => {
    serve({});
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Email'), 'ada at example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('LinkedIn Profile'), 'https://example.com/ada');
    expect(screen.getByText('Please enter a valid LinkedIn profile URL.')).toBeInTheDocument();
    // An untouched password field is not yet wrong: no error until something too short is typed.
    expect(screen.queryByText('Password too short')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'er than eight');
    expect(screen.getByText('Password is long enough')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'shorter');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), ' than eight');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
  });

  it('says a name is too long as it is typed and sends nothing until it fits', async () => {
    const requests = serve({});
    const { user } = renderAt('/signup', '/signup', SignupPage);
    const name = screen.getByLabelText('Full Name');
    await user.click(name);
    await user.paste('Ada '.repeat(31));
    expect(name).toHaveAccessibleDescription('Your full name can be at most 120 characters.');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet tractor');
    await user.type(screen.getByLabelText('Confirm Password'), 'violet tractor');
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(name).toHaveFocus();
    expect(requests.filter((r) => r.url.includes('/api/users'))).toHaveLength(0);
  });

  it('blocks submission with errors or an unticked robot box, inline', async () => {
    const requests = serve({});
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet tractor');
    await user.type(screen.getByLabelText('Confirm Password'), 'violet tractor');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please correct the errors in the form.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/api/users'))).toHaveLength(0);
  });

  it('solves the robot check when ticked, signs up and goes to /verification-prompt keeping the email', async () => {
    const sent = acceptSignup();
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet tractor');
    await user.type(screen.getByLabelText('Confirm Password'), 'violet tractor');
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Prompt screen');
    expect(JSON.parse(atob(String(sent.body.altcha)))).toMatchObject({ number: 42, signature: 'sig' });
    expect(sessionStorage.getItem('waypoint.signup-email')).toBe('ada@example.com');
  });

  it('after an empty submit, says under each field what it needs and puts the cursor in the first', async () => {
    const requests = serve({});
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Password'), 'violet tractor');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please correct the errors in the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByText('Please confirm you are not a robot.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I am not a robot'));
    expect(screen.queryByText('Please confirm you are not a robot.')).not.toBeInTheDocument();
    // Filling a field in takes its message away.
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('violet tractor');
    expect(requests.filter((r) => r.url.includes('/api/users'))).toHaveLength(0);
  });

  it('takes a LinkedIn address as LinkedIn shows it (no https://) and sends it whole', async () => {
    const sent = acceptSignup();
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('LinkedIn Profile'), 'www.linkedin.com/in/ada');
    expect(screen.queryByText('Please enter a valid LinkedIn profile URL.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'violet tractor');
    expect(screen.getByLabelText('LinkedIn Profile')).toHaveValue('https://www.linkedin.com/in/ada');
    await user.type(screen.getByLabelText('Confirm Password'), 'violet tractor');
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Prompt screen');
    expect(sent.body.linkedin_id).toBe('https://www.linkedin.com/in/ada');
  });

  it('says under the password why the server refused it, until the password changes; nothing typed is lost', async () => {
    const detail = 'This password is too easy to guess. It contains your name or email address. A few unrelated words together make a strong password.';
    serve({ 'POST /api/users': () => apiError(400, 'WEAK_PASSWORD', detail) });
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'adalovelace1');
    await user.type(screen.getByLabelText('Confirm Password'), 'adalovelace1');
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // One full stop between the server's sentence and the spec's 'Please try again.'
    expect(await screen.findByText(`Sign-up failed: ${detail.slice(0, -1)}. Please try again.`)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(detail);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByText('Password is long enough')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('adalovelace1');
    // The box was ticked: its spent solution clears it, but nothing says it was forgotten.
    expect(screen.queryByText('Please confirm you are not a robot.')).not.toBeInTheDocument();
    await user.type(password, ' violet tractor');
    expect(password).toHaveAccessibleDescription('Password is long enough');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    // The banner about the refused password goes with it.
    expect(screen.queryByText(/^Sign-up failed:/)).not.toBeInTheDocument();
  });

  it('shows the server failure as "Sign-up failed: {error}. Please try again."', async () => {
    serve({ 'POST /api/users': () => apiError(400, 'WEAK_PASSWORD', 'This password is too easy to guess') });
    const { user } = renderAt('/signup', '/signup', SignupPage);
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'aaaaaaaaaa');
    await user.type(screen.getByLabelText('Confirm Password'), 'aaaaaaaaaa');
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign-up failed: This password is too easy to guess. Please try again.')).toBeInTheDocument();
  });
});

describe('login screen', () => {
  it('tells someone already signed in so, with the way to the dashboard, and still offers the form', async () => {
    serve({ 'GET /api/check-auth': () => Response.json({ authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace', email: 'ada@example.com' } }) });
    renderAt('/login', '/login', LoginPage);
    expect(await screen.findByText(/^You are already logged in as ada@example\.com\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('says nothing of the kind to a visitor', async () => {
    serve({ 'GET /api/check-auth': () => apiError(401, 'UNAUTHENTICATED', 'Please log in to continue.') });
    renderAt('/signup', '/signup', SignupPage);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/already logged in/)).not.toBeInTheDocument();
  });

  it('asks to confirm the robot box, then says the login failed and why, keeping what was typed', async () => {
    serve({ 'POST /api/login': () => apiError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect.') });
    const { user } = renderAt('/login', '/login', LoginPage);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please confirm you are not a robot.')).toBeInTheDocument();
    await proveHuman(user);
    // Ticked: the request to tick it is answered, so it goes.
    expect(screen.queryByText('Please confirm you are not a robot.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login failed. Please try again. The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
  });

  it('says under each field what an empty or short value lacks, without asking the server', async () => {
    const requests = serve({});
    const { user } = renderAt('/login', '/login', LoginPage);
    await proveHuman(user);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password too short');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.includes('/api/login'))).toHaveLength(0);
  });

  it('toggles the password visibility', async () => {
    serve({});
    const { user } = renderAt('/login', '/login', LoginPage);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('offers "Resend email" for an unconfirmed address, and goes home after a success', async () => {
    let confirmed = false;
    serve({
      'POST /api/login': () => (confirmed ? Response.json({ user_id: 'u', session_id: 's' }) : apiError(403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your email address first.')),
    });
    const { user } = renderAt('/login', '/login', LoginPage);
    await logInAsAda(user);
    expect(await screen.findByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    confirmed = true;
    await proveHuman(user);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('returns to the page that asked for an account (/login?next=/dashboard), and never to another site', async () => {
    serve({ 'POST /api/login': () => Response.json({ user_id: 'u', session_id: 's' }) });
    const { user } = renderAt('/login?next=%2Fdashboard', '/login', LoginPage);
    await logInAsAda(user);
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    cleanup();
    const other = renderAt('/login?next=//evil.example/dashboard', '/login', LoginPage);
    await logInAsAda(other.user);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('goes to /assessments instead when this browser holds results finished before signing in (offered there, D2)', async () => {
    serve({ 'POST /api/login': () => Response.json({ user_id: 'u', session_id: 's' }) });
    localStorage.setItem('waypoint.assessments.v1.anonymous-results', JSON.stringify([{ slug: 'who-am-i', answers: { 'who-01': '3' }, completedAt: '2030-01-01T00:00:00.000Z' }]));
    try {
      const { user } = renderAt('/login?next=/dashboard', '/login', LoginPage);
      await logInAsAda(user);
      expect(await screen.findByText('Assessments screen')).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it('shows why it was opened after the idle timeout, inline', async () => {
    serve({});
    sessionStorage.setItem('waypoint.login-notice', 'Session expired due to inactivity.');
    renderAt('/login', '/login', LoginPage);
    expect(screen.getByText('Session expired due to inactivity.')).toBeInTheDocument();
  });
});

describe('email confirmation screen', () => {
  it('shows verifying, then confirmed, then goes to /login after 3 seconds', async () => {
    let release: () => void = () => {};
    serve({ 'GET /api/confirm-email/tok': () => new Promise((resolve) => (release = () => resolve(Response.json({ confirmed: true })))) });
    renderAt('/email-confirmation/tok', '/email-confirmation/:token', EmailConfirmationPage);
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Email Confirmed!')).toBeInTheDocument();
    expect(await screen.findByText('Login screen', {}, { timeout: 4500 })).toBeInTheDocument();
  });

  it('on failure shows the reason and a resend form, and stays (D11)', async () => {
    serve({ 'GET /api/confirm-email/old': () => apiError(400, 'TOKEN_EXPIRED', 'This confirmation link has expired. Please ask for a new link.') });
    const { router } = renderAt('/email-confirmation/old', '/email-confirmation/:token', EmailConfirmationPage);
    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('This confirmation link has expired. Please ask for a new link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(router.state.location.pathname).toBe('/email-confirmation/old');
  });

  it('without a server detail falls back to the spec text', async () => {
    serve({ 'GET /api/confirm-email/x': () => new Response('oops', { status: 502 }) });
    renderAt('/email-confirmation/x', '/email-confirmation/:token', EmailConfirmationPage);
    expect(await screen.findByText('An error occurred while confirming your email.')).toBeInTheDocument();
  });
});

describe('email change screen', () => {
  it('moves the account with one request, says to what address, and leads a visitor to Log In', async () => {
    const requests = serve({ 'POST /api/email-change/tok': () => Response.json({ email: 'ada.king@example.org' }) });
    renderAt('/email-change/tok', '/email-change/:token', EmailChangePage);
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    expect(screen.getByText('ada.king@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('leads a signed-in person to the profile, whose session is read again to show the new address', async () => {
    const requests = serve({
      'POST /api/email-change/tok': () => Response.json({ email: 'ada.king@example.org' }),
      'GET /api/check-auth': () => Response.json({ authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace', email: 'ada@example.com', initials: 'AL', avatar_url: null } }),
    });
    renderAt('/email-change/tok', '/email-change/:token', EmailChangePage);
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/api/check-auth')).length).toBeGreaterThan(1));
  });

  it("on failure says why and that the address has not changed", async () => {
    serve({ 'POST /api/email-change/old': () => apiError(400, 'TOKEN_EXPIRED', 'This email change link has expired. Please ask for a new link.') });
    renderAt('/email-change/old', '/email-change/:token', EmailChangePage);
    expect(await screen.findByRole('heading', { name: 'Email change failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This email change link has expired. Please ask for a new link.');
    expect(screen.getByText('Your email address has not changed. You can ask for a new link on your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute('href', '/login?next=%2Fprofile');
  });
});

describe('reset password screen', () => {
  it('shows the rule, not an error, before anything is typed, and the warning only for 1-7 characters', async () => {
    const { user } = renderAt('/reset-password/not-a-real-token', '/reset-password/:token', ResetPasswordPage);
    const field = screen.getByLabelText('New password');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Your password is too weak')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'a');
    expect(screen.getByText('Your password is too weak')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Your password is too weak');
    await user.clear(field);
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('on an empty or mismatched submit says what is wrong, puts the cursor there and sends nothing', async () => {
    const requests = serve({});
    const { user } = renderAt('/reset-password/tok', '/reset-password/:token', ResetPasswordPage);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Your password is too weak');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords match');
    await user.type(screen.getByLabelText('New password'), 'copper lantern harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(110));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at most 128 characters.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says a used link is used as soon as it opens, with the way to a new one, instead of a form that cannot work', async () => {
    serve({ 'GET /api/reset-password/tok': () => apiError(400, 'TOKEN_USED', 'This password reset link has already been used, or a newer one has been sent since.') });
    renderAt('/reset-password/tok', '/reset-password/:token', ResetPasswordPage);
    expect(await screen.findByText('This password reset link has already been used, or a newer one has been sent since.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/verify-email');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the length hint and the server detail on failure', async () => {
    serve({ 'POST /api/reset-password/tok': () => apiError(400, 'TOKEN_USED', 'This password reset link has already been used.') });
    const { user } = renderAt('/reset-password/tok', '/reset-password/:token', ResetPasswordPage);
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText('Your password is too weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), ' no more');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'short no more');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password reset link has already been used.')).toBeInTheDocument();
    // The link is spent: the way to a new one is right there.
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/verify-email');
  });

  it('keeps the form, without a new-link offer, when only the password was refused', async () => {
    serve({ 'POST /api/reset-password/tok': () => apiError(400, 'WEAK_PASSWORD', 'This password is one of the most common passwords. Please choose another one.') });
    const { user } = renderAt('/reset-password/tok', '/reset-password/:token', ResetPasswordPage);
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is one of the most common passwords. Please choose another one.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('password123');
  });

  it('on success goes to /login after 3 seconds', async () => {
    serve({ 'POST /api/reset-password/tok': () => Response.json({ reset: true }) });
    const { user } = renderAt('/reset-password/tok', '/reset-password/:token', ResetPasswordPage);
    await user.type(screen.getByLabelText('New password'), 'long enough now');
    await user.type(screen.getByLabelText('Confirm new password'), 'long enough now');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(await screen.findByText('Login screen', {}, { timeout: 4500 })).toBeInTheDocument();
  });
});

describe('between log in, forgot password and sign up', () => {
  /** The real screens in one router, so the links between them are followed as a person would follow them. */
  const renderSignInScreens = (path: string) =>
    renderRoutes(
      [
        { path: '/login', Component: LoginPage },
        { path: '/verify-email', Component: ForgotPasswordPage },
        { path: '/signup', Component: SignupPage },
      ],
      path,
    );

  it('carries the address typed on one screen to the other, in history state and never in the URL', async () => {
    const requests = serve({ 'GET /api/check-auth': () => Response.json({ authenticated: false }) });
    const { router, user } = renderSignInScreens('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(router.state.location.pathname + router.state.location.search + router.state.location.hash).toBe('/verify-email');
    // Corrected here, the address goes back with 'Back to Log In'.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada.lovelace@example.com');
    await user.click(screen.getByRole('link', { name: 'Back to Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada.lovelace@example.com');
    expect(router.state.location.search).toBe('');
    expect(requests.some((request) => request.url.includes('example.com'))).toBe(false);
  });

  it('carries it to Sign up for free and back with Log in', async () => {
    serve({});
    const { user } = renderSignInScreens('/login');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign up for free' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('starts empty when nothing was typed, or when history holds something else', async () => {
    serve({});
    const { router, user } = renderSignInScreens('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await router.navigate('/login', { state: { email: 42, typed: true } });
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('forgot password screen', () => {
  it('says the link was sent, and turns into the failure text when the request fails', async () => {
    // The failure is held until the confirmation has been seen: answered at once, it could replace the confirmation
    // before the test looked (it did on a busy CI machine).
    let fail = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    serve({ 'POST /api/reset-password': () => failed.then(() => new Response('down', { status: 503 })) });
    const { user } = renderAt('/verify-email', '/verify-email', ForgotPasswordPage);
    await user.type(screen.getByLabelText('Email'), 'bad');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A verification link has been sent to your email address.')).toBeInTheDocument();
    fail();
    await waitFor(() => expect(screen.getByText('Failed to send verification link. Please try again.')).toBeInTheDocument());
    expect(screen.queryByText('A verification link has been sent to your email address.')).not.toBeInTheDocument();
  });
});
