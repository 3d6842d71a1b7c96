/** 25 Nov 2026: how the dashboard writes a day. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** 25 Nov 2026, 14:05: a day and its time, for two moments a day alone would not tell apart. */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
