import { useQuery } from '@tanstack/react-query';
import { buttonClassName } from '@waypoint/ui';
import { api } from '../../lib/api';
import styles from './auth-forms.module.css';

/**
 * What /login?error=<code> says after the API's Google callback sent the user back (codes from
 * apps/api/src/services/accounts/oidc-login.ts). Unknown codes say nothing rather than something wrong.
 */
export function googleErrorMessage(code: string | null): string | null {
  if (code === 'google') return 'Signing in with Google did not work. Please try again, or log in with your email and password.';
  if (code === 'google_unverified') {
    return 'Google has not confirmed that this email address is yours, so we cannot use it to sign you in. Please log in or sign up with your email and password instead.';
  }
  return null;
}

/**
 * Third-party sign-in (D14): a full-page navigation to /api/auth/google, never a background request. Hidden
 * until the server says a provider is configured (GET /api/auth/providers); absent endpoint = hidden.
 */
export function GoogleButton({ label }: { label: string }) {
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    // Any failure (no such endpoint, no network) hides the button: the email form still works.
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/auth/providers', { signal }).catch(() => ({ data: undefined }));
      return { google: data?.google === true };
    },
    staleTime: Infinity,
  });
  if (!data?.google) return null;
  return (
    <>
      <a className={buttonClassName('secondary', 'md')} href="/api/auth/google">
        {label}
      </a>
      <p className={styles.divider}>or</p>
    </>
  );
}
