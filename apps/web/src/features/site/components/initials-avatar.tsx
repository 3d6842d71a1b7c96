interface InitialsAvatarProps {
  initials: string;
  palette: readonly [string, string];
  size?: number;
}

/** An abstract avatar (initials on shapes): the sample team has no photos of real people. */
export function InitialsAvatar({ initials, palette, size = 96 }: InitialsAvatarProps) {
  const [strong, soft] = palette;
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill={soft} />
      <circle cx="74" cy="22" r="18" fill={strong} opacity="0.25" />
      <circle cx="20" cy="80" r="24" fill={strong} opacity="0.15" />
      <text
        x="48"
        y="49"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={strong}
        fontFamily="system-ui, sans-serif"
        fontSize="32"
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}
