import { ThumbsFeedback } from '@waypoint/ui';
import { useSendFeedback } from '../api/assessment-api';

/** Thumbs up/down stored on the server (D19), anonymous or linked to the signed-in user's attempt. */
export function ResultFeedback({ context, attemptId }: { context: string; attemptId?: string | null }) {
  const send = useSendFeedback();
  return (
    <ThumbsFeedback
      onChange={(choice) => {
        // Feedback is best effort: a failure must not disturb the result screen.
        if (choice) send.mutate({ context, value: choice, ...(attemptId ? { attempt_id: attemptId } : {}) });
      }}
    />
  );
}
