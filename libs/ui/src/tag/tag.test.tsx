import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip, Tag } from './index';

describe('Tag and Chip', () => {
  it('a Tag is plain text', () => {
    render(<Tag tone="accent">python</Tag>);
    expect(screen.getByText('python')).toHaveAttribute('data-tone', 'accent');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a removable chip has a × button named "Remove {label}"', async () => {
    const onRemove = vi.fn();
    render(<Chip label="sql" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove sql' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('a selectable chip is a toggle button reporting the next state', async () => {
    const onSelectedChange = vi.fn();
    const { rerender } = render(<Chip label="leadership" selected={false} onSelectedChange={onSelectedChange} />);
    const chip = screen.getByRole('button', { name: 'leadership' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onSelectedChange).toHaveBeenCalledWith(true);
    rerender(<Chip label="leadership" selected onSelectedChange={onSelectedChange} onRemove={() => undefined} />);
    expect(screen.getByRole('button', { name: 'leadership' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Remove leadership' })).toBeInTheDocument();
  });
});
