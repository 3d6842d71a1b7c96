import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';
import { RequestError, TRY_AGAIN } from './request-error';

describe('LoadFailed', () => {
  it("says what could not load in the API's own words and asks again on 'Try again'", async () => {
    const onRetry = vi.fn();
    const error = new RequestError(503, { code: 'DATABASE_UNAVAILABLE', detail: 'The service is briefly unavailable; please retry in a few seconds.', request_id: 'r' });
    render(<LoadFailed what="your roadmap" error={error} retrying={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your roadmap. The service is briefly unavailable; please retry in a few seconds.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("names a dropped connection instead of the browser's 'Failed to fetch'", () => {
    render(<LoadFailed what="your profile" error={new TypeError('Failed to fetch')} retrying={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. We could not reach Waypoint. Check your connection.');
  });

  it("uses the screen's fallback words when the answer was not the API's (a proxy's error page)", () => {
    render(<LoadFailed what="your dashboard" error={new RequestError(502, '<html>Bad Gateway</html>', TRY_AGAIN)} retrying={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`We could not load your dashboard. ${TRY_AGAIN}`);
  });

  it('says something went wrong for a failure that is neither an answer nor a dropped connection', () => {
    render(<LoadFailed what="your roadmap" error={new Error('Unexpected token < in JSON')} retrying={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`We could not load your roadmap. ${TRY_AGAIN}`);
  });

  it('shows the button busy while asking again, so a second press does not send another request', () => {
    render(<LoadFailed what="your results" error={new TypeError('Failed to fetch')} retrying onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });
});
