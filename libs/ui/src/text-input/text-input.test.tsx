import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput, textFieldClassName } from './index';

describe('TextInput', () => {
  it('is a native input: its label, type, value and events work as they do on <input>', async () => {
    const typed: string[] = [];
    render(
      <label>
        Email
        <TextInput type="email" autoComplete="email" onChange={(event) => typed.push(event.target.value)} />
      </label>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expect(typed.at(-1)).toBe('ada@example.com');
  });

  it("keeps the caller's class and ref, and tells assistive technology when the value is invalid", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput aria-label="Website" className="extra" ref={ref} aria-invalid="true" defaultValue="nope" />);
    const field = screen.getByRole('textbox', { name: 'Website' });
    expect(ref.current).toBe(field);
    expect(field).toHaveClass('extra');
    expect(field.className.split(' ')).toHaveLength(2);
    expect(field).toBeInvalid();
  });

  it('lends its look to a native element the kit has no component for', () => {
    render(<TextInput aria-label="Name" />);
    expect(textFieldClassName).not.toBe('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveClass(textFieldClassName);
  });
});
