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
