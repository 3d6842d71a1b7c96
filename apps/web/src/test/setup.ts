import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Route modules are lazy chunks that vitest transforms on first import; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait. CI runs these beside the API's tests (three projects at once on two
// cores), and on a slow day a file's first, cold page took over 5 s: waits get 10 s (a test may take 15). Only how long
// a wait may last changes; what it waits for does not.
configure({ asyncUtilTimeout: 10_000 });

// Unit tests never reach a network: a call no test answers fails as it would with no server, whatever listens on this
// machine (with `npm start` running on port 3000, a reset link's check reached it and the page showed "link expired").
// A test answers the calls it needs by stubbing fetch itself.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed: unit tests have no network')));
});

afterEach(() => {
  cleanup();
  document.body.className = '';
});

// jsdom has no layout engine: scrolling APIs are missing (scrollIntoView) or only log "not implemented"
// (window.scrollTo). Tests spy on these no-ops to check that the app asked for the scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has HTMLDialogElement without its modal API: this stand-in opens, focuses the first control and closes with
// a close event, as browsers do.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, textarea')?.focus();
  },
  close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  },
});
