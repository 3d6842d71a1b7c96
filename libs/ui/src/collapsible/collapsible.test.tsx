import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible, statusTone } from './index';

describe('statusTone', () => {
  it.each([
    ['Mostly meet', 'success'],
    ['Attention', 'attention'],
    ['No match', 'danger'],
    ['  no MATCH ', 'danger'],
    ['Something else', 'neutral'],
    [undefined, 'neutral'],
  ] as const)('given %s, it is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('Collapsible', () => {
  it('is closed by default, shows title, status text and score, and opens when its summary is activated', async () => {
    render(
      <Collapsible title="Hard skills" status="Attention" score={6.5}>
        <p>python</p>
      </Collapsible>,
    );
    const summary = screen.getByText('Hard skills').closest('summary');
    const details = summary?.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Attention')).toHaveAttribute('data-tone', 'attention');
    expect(summary).toHaveTextContent('Score 6.5 out of 10');
    summary?.focus();
    await userEvent.click(summary as HTMLElement);
    expect(details).toHaveAttribute('open');
  });
});
