import type { Tone } from '@q/ui';

/** Flight-risk level of a role: 70% and above High, 50% and above Medium, else Low. */
export function attritionRiskLevel(risk: number): { tone: Tone; label: 'High' | 'Medium' | 'Low' } {
  if (risk >= 70) return { tone: 'danger', label: 'High' };
  if (risk >= 50) return { tone: 'warning', label: 'Medium' };
  return { tone: 'neutral', label: 'Low' };
}
