import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './index';

describe('Spinner', () => {
  it('announces its label as a status without showing it', () => {
    render(<Spinner label="Saving your answers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving your answers');
  });

  it('given announce=false, it is hidden from assistive technology', () => {
    const { container } = render(<Spinner announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
