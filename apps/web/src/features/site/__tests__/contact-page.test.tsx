import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '../contact-page';
import { installBrowserStandIns, renderSite, callsTo, requestTo, stubFetch } from './render-site';

beforeEach(() => {
  installBrowserStandIns();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First Name/), 'Maya');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lopez');
  await user.type(screen.getByLabelText(/^Email/), 'maya@example.org');
  await user.type(screen.getByLabelText(/^Message/), 'Hello team!');
}

/** Ticks the robot checkbox; the page solves the (small) proof-of-work challenge for real. */
async function proveNotARobot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  expect(await screen.findByText('Verified')).toBeInTheDocument();
}

describe('contact page', () => {
  it('has the spec heading, both anchors, a responsive side image and four required fields', () => {
    renderSite(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'How can the product team help you today?' })).toBeInTheDocument();
    expect(document.getElementById('contact-us')).not.toBeNull();
    expect(document.getElementById('contact-section--one')).not.toBeNull();
    const image = screen.getByRole('img');
    expect(image.getAttribute('srcset')).toMatch(/ 500w, .* 1000w$/);
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '400');
    for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field.closest('div')?.querySelector('label')?.textContent).toContain('*');
    }
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '5');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('given an invalid email as typed, it shows the spec message and does not send', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await user.type(screen.getByLabelText(/^Email/), 'maya@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(callsTo(fetchStub, '/api/contact')).toBe(0);
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
  });

  it('given what the server would refuse (an address past 254 characters, a direction override in a name), it says so at the field and sends nothing', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.click(email);
    await user.paste(`${'a'.repeat(250)}@example.com`);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    const lastName = screen.getByLabelText(/^Last Name/);
    await user.clear(lastName);
    await user.click(lastName);
    await user.paste('Lo\u202Epez');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(lastName).toHaveAccessibleDescription('Please use one line of plain text.');
    expect(callsTo(fetchStub, '/api/contact')).toBe(0);
  });

  it('given an empty form, it marks every field and sends nothing', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(callsTo(fetchStub, '/api/contact')).toBe(0);
  });

  it('given a valid form, it posts the message to /api/contact and confirms', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message is on its way.')).toBeInTheDocument();
    // The confirmation replaces the button just pressed: it takes focus, so the place is kept and it is read out.
    expect(screen.getByText('Thank you, your message is on its way.').parentElement).toHaveFocus();
    const request = await requestTo(fetchStub, '/api/contact');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya@example.org',
      message: 'Hello team!',
      altcha: expect.any(String),
    });
  });

  it('given Send another message, the form opens again with the sender kept, an empty message and focus on it', async () => {
    stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maya');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lopez');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.org');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  });

  it('given a signed-in person, their name and email are filled in and sent with the message', async () => {
    const session = { authenticated: true, user: { user_id: 'u1', full_name: ' Ada King  Lovelace ', email: 'ada@example.org' } };
    const fetchStub = stubFetch(202, {}, { session });
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada'));
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('King Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.org');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    // Still theirs to change.
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.type(screen.getByLabelText(/^Last Name/), 'Byron');
    await user.type(screen.getByLabelText(/^Message/), 'About my roadmap');
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Thank you, your message is on its way.');
    expect((await requestTo(fetchStub, '/api/contact')).body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.org',
      message: 'About my roadmap',
    });
  });

  it('given the session arrives after the person started typing, what they typed is kept and only empty fields are filled', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const session = new Promise((resolve) => {
      answer = resolve;
    });
    stubFetch(202, {}, { session });
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await user.type(screen.getByLabelText(/^First Name/), 'Augusta');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    answer({ authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace', email: 'ada@example.org' } });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.org'));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Augusta');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  });

  it('given a visitor who is not signed in, the fields start empty', async () => {
    const fetchStub = stubFetch(202, {}, { session: { authenticated: false } });
    renderSite(<ContactPage />, { path: '/contact' });
    await waitFor(() => expect(callsTo(fetchStub, '/api/check-auth')).toBe(1));
    for (const label of ['First Name', 'Last Name', 'Email', 'Message']) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
  });

  it('given a message over the 5,000 characters the server takes, it says so at the field, counts, and sends nothing', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    const message = screen.getByLabelText(/^Message/);
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(4_600));
    // From 4,500 characters on, the count shows, so the limit is no surprise.
    expect(screen.getByText('4,600 of 5,000 characters')).toBeInTheDocument();
    await user.paste('x'.repeat(600));
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(callsTo(fetchStub, '/api/contact')).toBe(0);
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Your message can be at most 5,000 characters. 5,200 of 5,000 characters');

    // Cut back within the limit, the error goes and the message is sent.
    await user.clear(message);
    await user.paste('x'.repeat(4_900));
    expect(screen.queryByText(/can be at most/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message is on its way.')).toBeInTheDocument();
    expect(((await requestTo(fetchStub, '/api/contact')).body as { message: string }).message).toHaveLength(4_900);
  });

  it('given the server fails, it explains in plain words and keeps what was typed', async () => {
    stubFetch(500);
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maya');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello team!');
  });

  it('given the API refuses with its own explanation, it shows that explanation', async () => {
    stubFetch(429, { code: 'RATE_LIMITED', detail: 'Too many requests; please wait a moment and try again.', request_id: 'r1' });
    const user = userEvent.setup();
    renderSite(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await proveNotARobot(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; please wait a moment and try again.');
  });
});
