import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './dropdown-menu.module.css';

export interface DropdownMenuItem {
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
  /** Marks the link for the page being shown (aria-current="page"). */
  current?: boolean;
  /** A stable key when `label` is not a string. */
  key?: string;
}

/** Props the menu needs on each rendered link: spread them onto a router <Link>. */
export interface DropdownMenuLinkProps {
  className: string;
  onClick: () => void;
  'aria-current': 'page' | undefined;
}

export interface DropdownMenuProps {
  /** Content of the disclosure button. */
  label: ReactNode;
  items: DropdownMenuItem[];
  /** Render items with an href yourself (e.g. react-router's Link); defaults to a plain <a>. */
  renderLink?: (item: DropdownMenuItem & { href: string }, props: DropdownMenuLinkProps) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A disclosure menu for navigation: a button plus a list of links. Each instance owns its open state, so two
 * menus never open together. Closes on outside click, Escape (focus back to the trigger), leaving by Tab, and
 * on selection; arrow keys, Home and End move between items.
 */
export function DropdownMenu({ label, items, renderLink, align = 'start', className, triggerClassName }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as unknown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as unknown as EventListener);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const focusables = itemElements(listRef.current);
    const target = pendingFocus.current === 'first' ? focusables[0] : focusables[focusables.length - 1];
    pendingFocus.current = null;
    target?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const focusables = itemElements(listRef.current);
        (event.key === 'ArrowDown' ? focusables[0] : focusables[focusables.length - 1])?.focus();
        pendingFocus.current = null;
      } else {
        setOpen(true);
      }
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focusables = itemElements(listRef.current);
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % focusables.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + focusables.length) % focusables.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = focusables.length - 1;
    if (next === null) return;
    event.preventDefault();
    focusables[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (open && to && !rootRef.current?.contains(to)) setOpen(false);
  };

  const select = (item: DropdownMenuItem) => {
    item.onSelect?.();
    setOpen(false);
  };

  return (
    // Keyboard handling here only listens for Escape bubbling up from the button and items inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={cx(styles.root, align === 'end' && styles.end, className)} onKeyDown={onRootKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {/* The list stays in the DOM (hidden) so aria-controls always points at an element. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={listRef} id={listId} className={styles.list} hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item, index) => (
          <li key={item.key ?? (typeof item.label === 'string' ? item.label : index)}>{renderItem(item, select, renderLink)}</li>
        ))}
      </ul>
    </div>
  );
}

function renderItem(item: DropdownMenuItem, select: (item: DropdownMenuItem) => void, renderLink: DropdownMenuProps['renderLink']): ReactNode {
  if (item.href !== undefined) {
    const props: DropdownMenuLinkProps = {
      className: styles.item ?? '',
      onClick: () => select(item),
      'aria-current': item.current ? 'page' : undefined,
    };
    const linkItem = { ...item, href: item.href };
    return renderLink ? (
      renderLink(linkItem, props)
    ) : (
      <a href={item.href} {...props}>
        {item.label}
      </a>
    );
  }
  return (
    <button type="button" className={styles.item} onClick={() => select(item)}>
      {item.label}
    </button>
  );
}

function itemElements(list: HTMLUListElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}
