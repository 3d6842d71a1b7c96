// On /login and /signup for someone who is signed in already: say so and offer the way on. The form stays (logging
// in as someone else is allowed); a page showing an empty login form to a signed-in user looked like a lost session.
import { Link } from 'react-router';
import { Banner } from '@waypoint/ui';
import { useSessionUser } from '../../lib/session';

export function AlreadySignedIn({ hidden = false }: { hidden?: boolean }) {
  const { user } = useSessionUser();
  if (!user || hidden) return null;
  return (
    <Banner tone="info">
      You are already logged in{user.email ? ` as ${user.email}` : ''}. <Link to="/dashboard">Go to your dashboard</Link>
    </Banner>
  );
}
