import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton, buttonClassName } from './index';

describe('Button', () => {
  it('given a click, it calls onClick and defaults to type="button" so it never submits a form by accident', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading, it is busy, shows a spinner, keeps focus and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given disabled, it does not fire', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Submit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('buttonClassName differs by variant and size, so links can match any button', () => {
    expect(buttonClassName('primary', 'md')).not.toBe(buttonClassName('secondary', 'md'));
    expect(buttonClassName('primary', 'lg')).not.toBe(buttonClassName('primary', 'md'));
    expect(buttonClassName('ghost', 'md', 'extra')).toMatch(/\bextra\b/);
  });
});

describe('LinkButton', () => {
  it('renders a link with the button look and protects new tabs with rel', () => {
    render(
      <LinkButton href="https://example.org/form" target="_blank" variant="secondary">
        Subscribe to our Beta
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Subscribe to our Beta' });
    expect(link).toHaveAttribute('href', 'https://example.org/form');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.className).toBe(buttonClassName('secondary', 'md'));
  });
});
