import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart } from './index';

describe('Chart', () => {
  // The canvas itself needs a real browser (jsdom has no canvas); Storybook covers drawing. Here: the wrapper.
  it('shows a loading spinner while the echarts chunk loads, and always renders the text alternative', () => {
    render(<Chart option={{}} ariaLabel="Ratings" textAlternative={<p>Clarity: 4</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    expect(screen.getByText('Clarity: 4')).toBeInTheDocument();
    expect(screen.getByText('Show the data as a table')).toBeInTheDocument();
  });
});
