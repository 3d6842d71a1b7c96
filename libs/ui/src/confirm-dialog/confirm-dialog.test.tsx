import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './index';

describe('ConfirmDialog', () => {
  const setup = () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Are you sure you want to exit?"
        message="Your answers so far will be lost."
        confirmLabel="Exit"
        cancelLabel="Stay"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { onConfirm, onCancel };
  };

  it('is a dialog named by the title and described by the message', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to exit?' });
    expect(dialog).toHaveAccessibleDescription('Your answers so far will be lost.');
  });

  it('confirm calls onConfirm; cancel, × and Escape call onCancel', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Stay' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
