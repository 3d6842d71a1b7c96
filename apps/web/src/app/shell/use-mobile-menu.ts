import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FOCUSED_AUTH_PATHS } from './nav-links';

/** Where the main links leave the burger panel for the bar (site-header.module.css). */
const BAR_QUERY = '(min-width: 1024px)';

export interface MobileMenu {
  /** The phone menu covers the page: the shell makes everything else inert while it is open. */
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
}

/**
 * The burger menu's open state, owned by the shell rather than the header: while the panel covers the page, the
 * page behind it (main, footer) must be out of reach of Tab and screen readers, and the same render that closes
 * the menu must give the page back, so focus can move to <main> after a link in the menu is chosen.
 */
export function useMobileMenu(): MobileMenu {
  const { pathname } = useLocation();
  const [requested, setOpen] = useState(false);
  // The login and signup pages hide the burger (spec), so there is no open menu there.
  const open = requested && !FOCUSED_AUTH_PATHS.includes(pathname);

  useEffect(() => {
    document.body.classList.toggle('menu-open', open);
    return () => document.body.classList.remove('menu-open');
  }, [open]);

  // Widening the window past the phone layout puts the links back in the bar: a menu left open there would keep
  // the page inert with nothing covering it.
  useEffect(() => {
    if (!requested || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(BAR_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [requested]);

  return { open, setOpen };
}
