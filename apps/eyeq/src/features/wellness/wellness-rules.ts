/** A stress level out of 10 in words; lower is better. Below 4 Low, below 7 Moderate, else High. */
export function stressLevelLabel(level: number): 'Low' | 'Moderate' | 'High' {
  if (level < 4) return 'Low';
  if (level < 7) return 'Moderate';
  return 'High';
}

/** Breaks in words: '1 break', '3 breaks'. */
export function breaksText(count: number): string {
  return count === 1 ? '1 break' : `${count} breaks`;
}

/**
 * An absence in words: 'Nov 29 – Dec 1, 2026 · Vacation', 'Dec 5, 2026' (one day, no kind);
 * `format` writes each date.
 */
export function timeOffText(
  absence: { start: string; end: string; kind: string | null },
  format: (date: string) => string,
): string {
  const days =
    absence.start === absence.end
      ? format(absence.start)
      : `${format(absence.start)} – ${format(absence.end)}`;
  const kind = absence.kind?.trim();
  return kind ? `${days} · ${kind}` : days;
}
