// "Where you are signed in" on /profile: each session by its browser, one sign-out per other session, and one for
// all of them when there is more than this one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, Spinner } from '@waypoint/ui';
import { MY_SESSIONS_QUERY_KEY, endOtherSessions, endSession, fetchMySessions } from '../profile-api';
import { dateTime, describeDevice } from '../model/device';
import styles from '../profile.module.css';

/** 'Signed out 1 other session.' / 'Signed out 3 other sessions.' */
export function endedText(ended: number): string {
  return `Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`;
}

export function Sessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: MY_SESSIONS_QUERY_KEY, queryFn: fetchMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_QUERY_KEY });
  const end = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      {sessions.isPending ? <Spinner /> : null}
      <ul className={styles.list}>
        {sessions.data?.map((session) => {
          const device = describeDevice(session.user_agent);
          return (
            <li key={session.session_id}>
              <span>
                <strong>{device}</strong>
                {session.current ? ' (this browser)' : ''}
                <br />
                <span className={styles.muted}>
                  Signed in {dateTime(session.created_at)}
                  {session.current ? '' : ` · last active ${dateTime(session.last_seen_at)}`}
                </span>
              </span>
              {session.current ? null : (
                // The visible word is the same on every row; the name says which session it ends.
                <Button variant="ghost" aria-label={`Sign out ${device}`} onClick={() => end.mutate(session.session_id)}>
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {/* With only this browser signed in there is nothing to sign out ('Signed out 0 other session(s)'). */}
      {others > 0 ? (
        <Button variant="secondary" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out other sessions
        </Button>
      ) : sessions.isSuccess && !endOthers.isSuccess ? (
        <p className={styles.muted}>You are signed in only here.</p>
      ) : null}
      {endOthers.isSuccess ? <Banner tone="success">{endedText(endOthers.data.ended)}</Banner> : null}
    </section>
  );
}
