/** Small inline icons for the shell; decorative, so hidden from assistive technology (their controls carry names). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-primary-700)" />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="var(--color-primary-100)" strokeWidth="1.5" />
      <path d="M16 5.5 L19.2 16 L16 26.5 L12.8 16 Z" fill="var(--color-primary-100)" />
      <path d="M16 5.5 L19.2 16 L12.8 16 Z" fill="var(--color-accent-500)" />
      <circle cx="16" cy="16" r="1.8" fill="var(--color-primary-700)" />
    </svg>
  );
}

export function HelpIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.5-2.7 4" />
      <circle cx="12" cy="17.3" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

export function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
