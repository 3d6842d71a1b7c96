import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { useSessionUser } from '../../lib/session';
import type { SessionUser } from '../../lib/session';
import { BrandMark, BurgerIcon, ChevronIcon, HelpIcon } from './icons';
import { FOCUSED_AUTH_PATHS, HEADER_LINKS, HEADER_MENUS, isWithin } from './nav-links';
import type { NavMenu } from './nav-links';
import type { MobileMenu } from './use-mobile-menu';
import styles from './site-header.module.css';

const MENU_PANEL_ID = 'site-menu';

type MenuId = NavMenu['id'];

export function SiteHeader({ mobileMenu }: { mobileMenu: MobileMenu }) {
  const location = useLocation();
  // The 404 page ('*') under a section's path ("/practice-gym/x") is in no section: nothing is marked current there.
  const lost = useMatches().some((match) => '*' in match.params);
  const { user } = useSessionUser();
  const focused = FOCUSED_AUTH_PATHS.includes(location.pathname);

  // The open dropdown remembers the location it was opened at, so any navigation (links, back/forward) closes it
  // without an effect that resets state.
  const [opened, setOpened] = useState<{ menu: MenuId; at: string } | null>(null);
  const openMenu = opened?.at === location.key ? opened.menu : null;
  const { open: menuOpen, setOpen: setMobileOpen } = mobileMenu;

  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<MenuId, HTMLButtonElement>());

  useEffect(() => {
    if (!openMenu) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!(event.target instanceof Node) || !navRef.current?.contains(event.target)) setOpened(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  useEffect(() => {
    if (!openMenu && !menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the innermost thing first and puts focus back on the control that opened it.
      if (openMenu) {
        setOpened(null);
        const trigger = triggerRefs.current.get(openMenu);
        if (trigger && navRef.current?.contains(document.activeElement)) trigger.focus();
      } else {
        setMobileOpen(false);
        burgerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMenu, menuOpen, setMobileOpen]);

  const chooseLink = () => {
    setOpened(null);
    setMobileOpen(false);
  };

  const toggleMenu = (menu: MenuId) => {
    setOpened(openMenu === menu ? null : { menu, at: location.key });
  };

  // The open panel comes before the burger in the page but covers everything after it (made inert), so Tab from
  // the burger goes on into the panel instead of leaving the page.
  const tabIntoMenu = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (!menuOpen || event.key !== 'Tab' || event.shiftKey) return;
    const first = navRef.current?.querySelector<HTMLElement>('a[href], button');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpened(null);
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* The logo navigates home but leaves the mobile menu as it is (spec). */}
        <Link to="/" className={styles.brand} aria-label="Waypoint home">
          <BrandMark />
          <span className={styles.brandName} aria-hidden="true">
            Waypoint
          </span>
        </Link>

        {focused ? null : (
          <nav ref={navRef} id={MENU_PANEL_ID} aria-label="Main" className={styles.nav} data-open={menuOpen || undefined}>
            <ul className={styles.navList}>
              {HEADER_MENUS.map((menu) => {
                const expanded = openMenu === menu.id;
                const current = !lost && menu.items.some((item) => isWithin(location.pathname, item.to));
                const listId = `${menu.id}-menu`;
                return (
                  <li key={menu.id} className={styles.menu} onBlur={closeWhenFocusLeaves}>
                    <button
                      type="button"
                      ref={(node) => {
                        if (node) triggerRefs.current.set(menu.id, node);
                        else triggerRefs.current.delete(menu.id);
                      }}
                      className={styles.menuTrigger}
                      aria-expanded={expanded}
                      aria-controls={listId}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => toggleMenu(menu.id)}
                    >
                      {menu.label}
                      <ChevronIcon />
                    </button>
                    <ul id={listId} className={styles.submenu} hidden={!expanded}>
                      {menu.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} end={lost} className={styles.submenuLink} onClick={chooseLink}>
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
              {HEADER_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={lost} className={styles.navLink} onClick={chooseLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className={styles.account}>
          {user ? <SignedInActions user={user} onChoose={chooseLink} /> : <SignedOutActions onChoose={chooseLink} />}
        </div>

        {focused ? null : (
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls={MENU_PANEL_ID}
            aria-label="Menu"
            onClick={() => setMobileOpen((open) => !open)}
            onKeyDown={tabIntoMenu}
          >
            <BurgerIcon open={menuOpen} />
          </button>
        )}
      </div>
    </header>
  );
}

function HelpLink({ onChoose }: { onChoose: () => void }) {
  return (
    <NavLink to="/our-approach" className={styles.iconLink} aria-label="Help: how Waypoint works" title="How Waypoint works" onClick={onChoose}>
      <HelpIcon />
    </NavLink>
  );
}

function SignedOutActions({ onChoose }: { onChoose: () => void }) {
  return (
    <>
      <HelpLink onChoose={onChoose} />
      <NavLink to="/login" className={styles.loginLink} onClick={onChoose}>
        Log in
      </NavLink>
      <NavLink to="/signup" className={styles.signupLink} onClick={onChoose}>
        Sign up
      </NavLink>
    </>
  );
}

function SignedInActions({ user, onChoose }: { user: SessionUser; onChoose: () => void }) {
  // An avatar address that does not load (moved, mistyped) shows the initials, not a broken image.
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  const avatarUrl = user.avatarUrl !== brokenAvatar ? user.avatarUrl : null;
  return (
    <>
      <NavLink to="/dashboard" className={styles.loginLink} onClick={onChoose}>
        My dashboard
      </NavLink>
      <HelpLink onChoose={onChoose} />
      <NavLink to="/profile" className={styles.profile} onClick={onChoose} aria-label={profileLinkName({ ...user, avatarUrl })}>
        {avatarUrl ? (
          <img className={styles.avatar} src={avatarUrl} alt="" width={36} height={36} onError={() => setBrokenAvatar(avatarUrl)} />
        ) : (
          <span className={styles.initials} aria-hidden="true" data-testid="profile-initials">
            {user.initials}
          </span>
        )}
        {/* A space between initials and name (the flex layout does not render it), so their text reads "GH Grace
            Hopper", as the accessible name does, not "GHGrace Hopper". */}
        {' '}
        <span className={styles.profileName} aria-hidden="true">
          {user.name}
        </span>
      </NavLink>
    </>
  );
}

/**
 * The profile link's accessible name starts with the text it shows (the initials when there is no avatar, then the name,
 * which some bar widths hide), so a voice-control user can say what they see (WCAG 2.5.3), and ends with where it goes.
 */
function profileLinkName(user: Pick<SessionUser, 'name' | 'initials' | 'avatarUrl'>): string {
  const shown = [user.avatarUrl ? '' : user.initials, user.name].filter(Boolean).join(' ');
  return shown ? `${shown}, your profile` : 'Your profile';
}
