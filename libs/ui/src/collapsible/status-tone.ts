export type StatusTone = 'success' | 'attention' | 'danger' | 'neutral';

const TONES: Record<string, StatusTone> = {
  'mostly meet': 'success',
  attention: 'attention',
  'no match': 'danger',
};

/** Spec statuses: 'Mostly meet' green, 'Attention' orange, 'No match' red; anything else is neutral. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (!status) return 'neutral';
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}
