/**
 * Scrolls to the element a URL hash names, waiting for it to appear: lazy pages and data-driven sections render
 * after the navigation has finished. Smooth unless the user asked the system for less motion.
 * Returns a cleanup that stops waiting.
 */
export function scrollToHash(hash: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): () => void {
  const id = decodeHash(hash);
  if (!id) return () => undefined;

  const scroll = (element: Element) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
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
