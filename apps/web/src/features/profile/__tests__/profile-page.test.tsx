// /profile against a stand-in for the API at the fetch boundary (render-page.tsx): what is shown, and exactly
// which requests each action sends.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, SIGNED_IN, type Handler } from '../../../test/render-page';
import { finishedResult, storeResults } from '../../../test/stored-results';
import { ProfilePage } from '../profile-page';

const ME = {
  user_id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  initials: 'AL',
  linkedin_url: null,
  avatar_url: null,
  has_password: true,
  email_confirmed: true,
  pending_email: null,
  created_at: '2025-01-01T10:00:00.000Z',
};

const SESSIONS = [
  { session_id: 's-this', current: true, method: 'password', user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', created_at: '2025-02-01T10:00:00.000Z', last_seen_at: '2025-02-01T10:00:00.000Z' },
  { session_id: 's-phone', current: false, method: 'password', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', created_at: '2025-01-20T10:00:00.000Z', last_seen_at: '2025-01-21T10:00:00.000Z' },
];

const apiError = (status: number, code: string, detail: string) => Response.json({ code, detail, request_id: 'r1' }, { status });

function renderProfile(routes: Record<string, Handler> = {}) {
  return renderPage(
    '/profile',
    <ProfilePage />,
    { 'GET /api/me': () => Response.json(ME), 'GET /api/me/sessions': () => Response.json(SESSIONS), ...routes },
    SIGNED_IN,
  );
}

describe('profile page', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderPage('/profile', <ProfilePage />, { 'GET /api/me': () => apiError(401, 'UNAUTHENTICATED', 'Please log in to continue.') });
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?next=%2Fprofile');
  });

  it('tells a signed-in person the profile failed to load, not to log in, and loads it on "Try again"', async () => {
    let down = true;
    const { user } = renderProfile({
      'GET /api/me': () => (down ? apiError(503, 'DATABASE_UNAVAILABLE', 'The service is briefly unavailable; please retry in a few seconds.') : Response.json(ME)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile. The service is briefly unavailable; please retry in a few seconds.');
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('says the connection failed when the API cannot be reached', async () => {
    renderProfile({
      'GET /api/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile. We could not reach Waypoint. Check your connection.');
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
  });

  it('shows the account details and saves the edited ones with PATCH /api/me', async () => {
    const { user, calls } = renderProfile({
      'PATCH /api/me': ({ body }) => Response.json({ ...ME, ...(body as object) }),
    });
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByText('Email: ada@example.com')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.type(screen.getByLabelText('LinkedIn Profile'), 'https://www.linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/me', body: { full_name: 'Ada King', linkedin_url: 'https://www.linkedin.com/in/ada', avatar_url: '' } },
    ]);
  });

  it('does not save an invalid LinkedIn address and says why', async () => {
    const { user, calls } = renderProfile();
    await user.type(await screen.findByLabelText('LinkedIn Profile'), 'https://example.com/ada');
    expect(screen.getByText('Please enter a valid LinkedIn profile URL.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says the name is needed instead of silently not saving an empty one', async () => {
    const { user, calls } = renderProfile();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(name, 'Ada King');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
  });

  it('says a name is too long as it is typed, and drops the last refusal once the form no longer matches it', async () => {
    const { user, calls } = renderProfile({
      'PATCH /api/me': () => apiError(400, 'VALIDATION_FAILED', 'Your full name must be one line of plain text.'),
    });
    const name = await screen.findByLabelText('Full Name');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your full name must be one line of plain text.')).toBeInTheDocument();

    await user.type(name, 'x'.repeat(120));
    expect(name).toHaveAccessibleDescription('Your full name can be at most 120 characters.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.queryByText('Your full name must be one line of plain text.')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('saves a LinkedIn address pasted as LinkedIn shows it, with https:// added', async () => {
    const { user, calls } = renderProfile({ 'PATCH /api/me': ({ body }) => Response.json({ ...ME, ...(body as object) }) });
    await user.type(await screen.findByLabelText('LinkedIn Profile'), 'linkedin.com/in/ada');
    expect(screen.queryByText('Please enter a valid LinkedIn profile URL.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn Profile')).toHaveValue('https://linkedin.com/in/ada');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ linkedin_url: 'https://linkedin.com/in/ada' });
  });

  it('has Log out by the page title, which ends the session and goes to /login', async () => {
    const { user, calls, router } = renderProfile({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    const logOut = within(heading.parentElement!).getByRole('button', { name: 'Log out' });
    await user.click(logOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.url === '/api/logout')).toHaveLength(1);
  });

  it('after Log out, this browser keeps nothing the person typed (a shared computer): answers, results, pitch', async () => {
    localStorage.setItem('waypoint.assessments.v1.progress.what-makes-me-thrive', JSON.stringify({ answers: { 'thrive-01': 'My pitch' }, index: 4, completedAt: '2030-01-01T00:00:00.000Z' }));
    localStorage.setItem('waypoint.skillmatch.v1', JSON.stringify({ currentRole: 'Nurse' }));
    localStorage.setItem('another-site-key', 'kept');
    const { user, router } = renderProfile({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem('waypoint.assessments.v1.progress.what-makes-me-thrive')).toBeNull());
    expect(localStorage.getItem('waypoint.skillmatch.v1')).toBeNull();
    expect(localStorage.getItem('another-site-key')).toBe('kept');
    localStorage.clear();
  });

  it('asks before logging out when results finished before signing in are not saved yet, and keeps them on "Stay logged in"', async () => {
    const results = storeResults([finishedResult('who-am-i'), finishedResult('where-am-i-now')]);
    const { user, calls, router } = renderProfile({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out and lose unsaved results?' });
    expect(dialog).toHaveTextContent('You finished 2 exercises on this browser before signing in, and they are not in your account.');
    expect(within(dialog).getByRole('link', { name: 'Save them to your account' })).toHaveAttribute('href', '/assessments');
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/logout')).toBe(false);
    expect(localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBe(results);

    // Asked again, the person chooses to go: the session ends and the results go with it.
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.url === '/api/logout')).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBeNull());
  });

  it('logs out without asking when what this browser holds could never be saved (answers missing)', async () => {
    const { ['who-01']: _missing, ...incomplete } = finishedResult('who-am-i').answers;
    storeResults([{ ...finishedResult('who-am-i'), answers: incomplete }]);
    const { user, router } = renderProfile({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the password only with the current one, and shows the API detail when it is refused', async () => {
    const { user, calls } = renderProfile({
      'POST /api/me/password': () => apiError(400, 'WRONG_PASSWORD', 'The current password is not correct.'),
    });
    await user.type(await screen.findByLabelText('New password'), 'copper lantern harbour');
    await user.type(screen.getByLabelText('Confirm new password'), 'copper lantern harbour');
    const submit = screen.getByRole('button', { name: 'Change password' });

    // Without the current password nothing is sent, and the field says what it needs.
    await user.click(submit);
    expect(calls.some((c) => c.url === '/api/me/password')).toBe(false);
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password.');
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.click(submit);
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/me/password')).toEqual([
      { method: 'POST', url: '/api/me/password', body: { current_password: 'not my password', new_password: 'copper lantern harbour' } },
    ]);
  });

  it('says under each field what an empty change-password form needs, and sends nothing', async () => {
    const { user, calls } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password.');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password too short');
    await user.type(screen.getByLabelText('Current password'), 'violet tractor lemonade');
    await user.type(screen.getByLabelText('New password'), 'copper lantern harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/me/password')).toBe(false);
  });

  it('confirms a changed password and clears the fields', async () => {
    const { user } = renderProfile({ 'POST /api/me/password': () => Response.json({ session_id: 's-new' }) });
    await user.type(await screen.findByLabelText('Current password'), 'violet tractor lemonade');
    await user.type(screen.getByLabelText('New password'), 'copper lantern harbour');
    await user.type(screen.getByLabelText('Confirm new password'), 'copper lantern harbour');
    // Each password can be shown to check it before it is sent, as on sign-up.
    const section = screen.getByRole('region', { name: 'Change password' });
    expect(within(section).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await user.click(within(section).getAllByRole('button', { name: 'Show password' })[1]!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed and your other sessions were signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    // Typing again starts a new change: the old confirmation no longer describes it.
    await user.type(screen.getByLabelText('Current password'), 'c');
    expect(screen.queryByText('Your password has been changed and your other sessions were signed out.')).not.toBeInTheDocument();
  });

  it('changes the email address with the password: a link goes to the new one, and focus comes back to the button', async () => {
    const { user, calls } = renderProfile({ 'POST /api/me/email': ({ body }) => Response.json({ pending_email: (body as { email: string }).email }, { status: 202 }) });
    await user.click(await screen.findByRole('button', { name: 'Change email address' }));
    const email = screen.getByLabelText('New email address');
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    await user.type(email, 'ADA@example.com');
    expect(email).toHaveAccessibleDescription('That is already your email address.');
    await user.clear(email);
    await user.type(email, ' Ada.King@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(calls.some((c) => c.url === '/api/me/email')).toBe(false);

    await user.type(screen.getByLabelText('Password'), 'violet tractor lemonade');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('We sent a link to ada.king@example.org. Open it to finish; until then your email address stays ada@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/me/email')?.body).toEqual({ email: 'ada.king@example.org', password: 'violet tractor lemonade' });
    expect(screen.queryByLabelText('New email address')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change email address' })).toHaveFocus());
  });

  it('says which address a sent link is waiting for, after a reload too', async () => {
    renderProfile({ 'GET /api/me': () => Response.json({ ...ME, pending_email: 'ada.king@example.org' }) });
    expect(await screen.findByText('A link sent to ada.king@example.org is waiting to be opened; until then your email address stays ada@example.com. Lost it? Ask for a new one.')).toBeInTheDocument();
  });

  it('shows why the API refused an email change and keeps what was typed, the cursor in the password', async () => {
    const { user } = renderProfile({ 'POST /api/me/email': () => apiError(400, 'WRONG_PASSWORD', 'The password is not correct.') });
    await user.click(await screen.findByRole('button', { name: 'Change email address' }));
    await user.type(screen.getByLabelText('New email address'), 'ada.king@example.org');
    await user.type(screen.getByLabelText('Password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(screen.getByLabelText('New email address')).toHaveValue('ada.king@example.org');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change email address' })).toHaveFocus());
  });

  it('tells an account that signs in with Google only how to give it a password before changing its address', async () => {
    const { user } = renderProfile({ 'GET /api/me': () => Response.json({ ...ME, has_password: false }) });
    await user.click(await screen.findByRole('button', { name: 'Change email address' }));
    expect(screen.getByText(/This account signs in with Google only\. To change its email address, first give it a password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New email address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change email address' })).toHaveFocus());
  });

  it('lists the sessions and signs the other ones out', async () => {
    let ended = false;
    const { user, calls } = renderProfile({
      'GET /api/me/sessions': () => Response.json(ended ? SESSIONS.slice(0, 1) : SESSIONS),
      'DELETE /api/me/sessions': () => {
        ended = true;
        return Response.json({ ended: 1 });
      },
    });
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [current, other] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent(/^Firefox on Linux \(this browser\)Signed in 1 Feb 2025, \d\d:\d\d$/);
    expect(other).toHaveTextContent(/^Safari on iPhoneSigned in 20 Jan 2025, \d\d:\d\d · last active 21 Jan 2025, \d\d:\d\d/);
    // Only the other session has its own sign-out button, named for the session it ends.
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    expect(within(other!).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out 1 other session.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/me/sessions', body: undefined }]);
    await waitFor(() => expect(within(list).queryByText(/Safari on iPhone/)).not.toBeInTheDocument());
    // Nothing else to sign out: the button goes rather than offer to sign out none.
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });

  it('offers no "Sign out other sessions" when this browser is the only one', async () => {
    renderProfile({ 'GET /api/me/sessions': () => Response.json(SESSIONS.slice(0, 1)) });
    expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });

  it('downloads my data from GET /api/me/export as a dated JSON file', async () => {
    // jsdom has no object URLs; the spies keep the blob so the test can read what would be saved.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, calls } = renderProfile({
      'GET /api/me/export': () => Response.json({ exported_at: '2025-03-04T05:06:07.000Z', data: { user: { email: 'ada@example.com' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['waypoint-data-2025-03-04.json']));
    expect(calls.filter((c) => c.url === '/api/me/export')).toHaveLength(1);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    // jsdom's Blob has no text(); FileReader reads it the way a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toMatchObject({ data: { user: { email: 'ada@example.com' } } });
  });

  it('deletes the account only after the confirm step, sending the password with DELETE /api/me', async () => {
    const { user, calls, router } = renderProfile({ 'DELETE /api/me': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const dialog = screen.getByRole('group', { name: 'Delete your account?' });
    // The step takes the cursor, so a keyboard user types the password next.
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    // Cancel closes the step without deleting anything, and gives the cursor back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Delete your account?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    // Escape closes it the same way.
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Delete your account?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();

    // An empty password deletes nothing: it is asked for, and the cursor goes back to it.
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('Please enter your password to delete your account.');
    expect(screen.getByLabelText('Your password')).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.type(screen.getByLabelText('Your password'), 'violet tractor lemonade');
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/me', body: { password: 'violet tractor lemonade' } }]);
  });

  it('keeps the account and shows the API detail when the delete is refused', async () => {
    const { user } = renderProfile({ 'DELETE /api/me': () => apiError(403, 'REAUTHENTICATION_REQUIRED', 'The password is not correct.') });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Your password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
  });
});
