interface BookCoverProps {
  title: string;
  author: string;
  color: string;
  /** Rendered size in CSS pixels; the drawing keeps a 2:3 ratio. */
  width?: number;
}

const VIEW_W = 120;
const VIEW_H = 180;
const MAX_CHARS_PER_LINE = 14;
const MAX_TITLE_LINES = 5;
const MAX_AUTHOR_CHARS_PER_LINE = 19;
const MAX_AUTHOR_LINES = 2;

/** Greedy word wrap for the cover title; the last line gets an ellipsis if the title is too long. */
export function wrapTitle(title: string, maxChars = MAX_CHARS_PER_LINE, maxLines = MAX_TITLE_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/**
 * A generated book cover: title, author and the category colour, never a copy of the publisher's
 * artwork. Decorative (the title and author are in the text beside it), so hidden from screen readers.
 * Inline SVG with a fixed viewBox and explicit size: no request, no layout shift.
 */
export function BookCover({ title, author, color, width = 96 }: BookCoverProps) {
  const lines = wrapTitle(title);
  // Two authors rarely fit one line at this size: wrap to two rather than cut a name.
  const authorLines = wrapTitle(author, MAX_AUTHOR_CHARS_PER_LINE, MAX_AUTHOR_LINES);
  const height = Math.round((width * VIEW_H) / VIEW_W);
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-testid="book-cover"
    >
      <rect width={VIEW_W} height={VIEW_H} rx="4" fill={color} />
      <rect x="0" y="0" width="8" height={VIEW_H} fill="rgb(0 0 0 / 0.18)" />
      <line x1="18" y1="20" x2="102" y2="20" stroke="rgb(255 255 255 / 0.6)" strokeWidth="1" />
      <text x="18" y="38" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="700">
        {lines.map((line, index) => (
          <tspan key={index} x="18" dy={index === 0 ? 0 : 14}>
            {line}
          </tspan>
        ))}
      </text>
      <line x1="18" y1="146" x2="102" y2="146" stroke="rgb(255 255 255 / 0.6)" strokeWidth="1" />
      <text x="18" y={authorLines.length > 1 ? 157 : 162} fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="8">
        {authorLines.map((line, index) => (
          <tspan key={index} x="18" dy={index === 0 ? 0 : 10}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
