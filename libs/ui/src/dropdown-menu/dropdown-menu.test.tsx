import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './index';

const items = [
  { label: 'Assessments', href: '/assessments' },
  { label: 'Skill match', href: '/skill-match', current: true },
  { label: 'Sign out', onSelect: vi.fn() },
];

function renderMenus() {
  render(
    <>
      <DropdownMenu label="Explore" items={items} />
      <DropdownMenu label="Account" items={[{ label: 'Profile', href: '/profile' }]} />
      <button type="button">Outside</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Explore' }) };
}

describe('DropdownMenu', () => {
  it('opens on click with aria-expanded and aria-controls pointing at the list', async () => {
    const { trigger } = renderMenus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Assessments' })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'Assessments' }));
    expect(screen.getByRole('link', { name: 'Skill match' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps state per instance: opening one menu does not open the other (spec bug not carried over)', async () => {
    const { trigger } = renderMenus();
    await userEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('closes on an outside click', async () => {
    const { trigger } = renderMenus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens and focuses the first item; arrows, Home and End move and wrap; Escape closes and refocuses the trigger', async () => {
    const { trigger } = renderMenus();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Skill match' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('selecting an item runs onSelect and closes', async () => {
    const onSelect = vi.fn();
    render(<DropdownMenu label="Account" items={[{ label: 'Sign out', onSelect }]} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders links through renderLink so router links can be used, and closes when one is chosen', async () => {
    const renderLink = vi.fn((item: { href: string; label: React.ReactNode }, props: { className: string; onClick: () => void }) => (
      <a data-router="yes" href={`#${item.href}`} className={props.className} onClick={(event) => { event.preventDefault(); props.onClick(); }}>
        {item.label}
      </a>
    ));
    render(<DropdownMenu label="Explore" items={[{ label: 'Careers', href: '/careers' }]} renderLink={renderLink} />);
    const trigger = screen.getByRole('button', { name: 'Explore' });
    await userEvent.click(trigger);
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
