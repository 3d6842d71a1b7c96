/**
 * Scrolls to the element a URL hash names, waiting for it to appear: lazy pages and data-driven sections render
 * after the navigation has finished. Smooth unless the user asked the system for less motion.
 * With `focus`, the element also takes the focus (made focusable by script when it is not), so the next Tab goes
 * on from there rather than from the link that was followed - as a browser does for a link within one page.
 * Returns a cleanup that stops waiting.
 */
export function scrollToHash(hash: string, { timeoutMs = 5000, focus = false }: { timeoutMs?: number; focus?: boolean } = {}): () => void {
  const id = decodeHash(hash);
  if (!id) return () => undefined;

  const scroll = (element: Element) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (focus && element instanceof HTMLElement) {
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
    }
  };

  const existing = document.getElementById(id);
  if (existing) {
    scroll(existing);
    return () => undefined;
  }

  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (element) {
      stop();
      scroll(element);
    }
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
