import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

function Probe({ fallback }: { fallback?: boolean }) {
  return <p>{useMediaQuery('(min-width: 480px)', fallback) ? 'wide' : 'narrow'}</p>;
}

/** A matchMedia whose answer the test changes, telling listeners as browsers do. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the query and follows its changes', () => {
    const change = stubMatchMedia(false);
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => change(true));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('gives the fallback where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe fallback />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
