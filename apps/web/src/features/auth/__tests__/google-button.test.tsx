// D14 in the browser code: the Google button appears only when the API says the provider is configured, it is a
// plain navigation to /api/auth/google, and /login explains a failed Google sign-in in plain words.
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { LoginPage } from '../login-page';
import { SignupPage } from '../signup-page';

function serveProviders(google: boolean | 'missing') {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/auth/providers' && google !== 'missing') return Response.json({ google });
    return new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'no', request_id: 'r' }), { status: 404 });
  });
}

function renderAt(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: path.split('?')[0], Component: Page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Google sign-in button', () => {
  it('links to /api/auth/google on login and signup when the provider is configured', async () => {
    serveProviders(true);
    renderAt('/login', LoginPage);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it('is on the signup page too', async () => {
    serveProviders(true);
    renderAt('/signup', SignupPage);
    expect(await screen.findByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it.each([false, 'missing'] as const)('is hidden when the API answers %s', async (google) => {
    serveProviders(google);
    renderAt('/login', LoginPage);
    await screen.findByRole('heading', { name: 'Log in to your account' });
    // Let the providers query settle before asserting absence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /google/i })).toBeNull();
  });
});

describe('/login after a failed Google sign-in', () => {
  it('explains a generic failure', async () => {
    serveProviders(true);
    renderAt('/login?error=google', LoginPage);
    expect(await screen.findByText(/Signing in with Google did not work/)).toBeInTheDocument();
  });

  it('explains that an unverified address cannot be used', async () => {
    serveProviders(true);
    renderAt('/login?error=google_unverified', LoginPage);
    expect(await screen.findByText(/Google has not confirmed that this email address is yours/)).toBeInTheDocument();
  });

  it('says nothing for an unknown code', async () => {
    serveProviders(true);
    renderAt('/login?error=whatever', LoginPage);
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(screen.queryByText(/Google has not confirmed|did not work/)).toBeNull();
  });
});
