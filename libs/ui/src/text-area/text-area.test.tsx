import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './index';

describe('TextArea', () => {
  it('counts characters live as "n / max" and links the counter to the field', async () => {
    render(<TextArea label="What energises you at work?" maxLength={500} />);
    const field = screen.getByRole('textbox', { name: 'What energises you at work?' });
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(field, 'Teaching');
    expect(screen.getByText('8 / 500')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('8 / 500');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('allows typing past the limit (no native maxlength) and then flags the field with the error', async () => {
    render(<TextArea label="Answer" maxLength={5} />);
    const field = screen.getByRole('textbox', { name: 'Answer' });
    expect(field).not.toHaveAttribute('maxlength');
    await userEvent.type(field, 'abcdef');
    expect(field).toHaveValue('abcdef');
    expect(screen.getByText('6 / 5')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Your answer is too long. 6 / 5');
    await userEvent.type(field, '{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Your answer is too long.')).toBeNull();
  });

  it('works controlled, and an explicit error wins over the length message', () => {
    const { rerender } = render(<TextArea label="Answer" value="hello" onChange={() => undefined} maxLength={10} />);
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    rerender(<TextArea label="Answer" value="hello" onChange={() => undefined} maxLength={10} error="Please answer this question." />);
    const field = screen.getByRole('textbox', { name: 'Answer' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'changed' } });
    expect(field).toHaveValue('hello');
  });
});
