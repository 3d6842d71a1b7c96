// The words of a 429: how long to wait, from the same number of seconds as its Retry-After header, so a person
// reading "in 27 minutes" and a client reading Retry-After: 1620 are told the same thing.

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '30 seconds', '1 minute', '27 minutes', '1 hour', '2 hours and 5 minutes': rounded up, never sooner than told. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} and ${plural(rest, 'minute')}`;
}

export function tooManyRequestsDetail(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
