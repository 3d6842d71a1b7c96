// Today's date where the user is, as the date fields write it (YYYY-MM-DD): a target date must come after it.
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A target date the user gave that is not after today (ISO dates compare as text). */
export function isNotFuture(isoDate: string, now?: Date): boolean {
  return isoDate !== '' && isoDate <= todayIso(now);
}
