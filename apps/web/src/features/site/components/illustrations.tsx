// Original SVG illustrations for the public pages (no stock photos, no hot-linked images).
// Each has a fixed viewBox and is rendered with explicit width/height, so it never shifts layout.

interface IllustrationProps {
  width: number;
  height: number;
  className?: string;
  /** Accessible text; empty makes the drawing decorative. */
  alt?: string;
}

function a11y(alt: string | undefined) {
  return alt ? ({ role: 'img', 'aria-label': alt } as const) : ({ 'aria-hidden': true } as const);
}

/** A winding path with waypoints up to a flag: the product's idea in one picture. */
export function PathIllustration({ width, height, className, alt }: IllustrationProps) {
  return (
    <svg viewBox="0 0 480 320" width={width} height={height} className={className} focusable="false" {...a11y(alt)}>
      <rect width="480" height="320" rx="24" fill="#f0f8f7" />
      <circle cx="400" cy="70" r="34" fill="#fde9e1" />
      <path d="M0 250 C 90 200, 160 280, 250 230 S 400 150, 480 170 L480 320 L0 320 Z" fill="#dff1f0" />
      <path d="M0 285 C 120 250, 220 310, 330 270 S 440 230, 480 240 L480 320 L0 320 Z" fill="#c6e5e2" />
      <path
        d="M40 290 C 120 270, 110 220, 190 215 S 280 200, 300 160 S 350 110, 390 100"
        fill="none"
        stroke="#0f5e5f"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
      <circle cx="40" cy="290" r="10" fill="#0f5e5f" />
      <circle cx="190" cy="215" r="10" fill="#e0714a" />
      <circle cx="300" cy="160" r="10" fill="#e0714a" />
      <line x1="390" y1="100" x2="390" y2="40" stroke="#24201d" strokeWidth="4" strokeLinecap="round" />
      <path d="M392 42 L430 54 L392 66 Z" fill="#a2401f" />
    </svg>
  );
}

/** A compass rose over soft circles: hero art for the home page. */
export function CompassIllustration({ width, height, className, alt }: IllustrationProps) {
  return (
    <svg viewBox="0 0 400 400" width={width} height={height} className={className} focusable="false" {...a11y(alt)}>
      <circle cx="200" cy="200" r="190" fill="#dff1f0" />
      <circle cx="200" cy="200" r="140" fill="#ffffff" stroke="#0f5e5f" strokeWidth="4" />
      <circle cx="200" cy="200" r="120" fill="none" stroke="#d9d2cb" strokeWidth="2" strokeDasharray="4 8" />
      <path d="M200 70 L222 200 L200 330 L178 200 Z" fill="#0f5e5f" />
      <path d="M200 70 L222 200 L178 200 Z" fill="#e0714a" />
      <path d="M70 200 L200 180 L330 200 L200 220 Z" fill="#8a817a" opacity="0.5" />
      <circle cx="200" cy="200" r="12" fill="#24201d" />
      <circle cx="330" cy="80" r="18" fill="#fde9e1" />
      <circle cx="70" cy="330" r="26" fill="#fde9e1" />
    </svg>
  );
}
