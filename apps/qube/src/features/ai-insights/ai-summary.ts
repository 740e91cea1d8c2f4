import type { Signal } from '@q/schemas/executive';

export interface AiSummary {
  total: number;
  /** Signals of High priority. */
  highPriority: number;
  /** Mean confidence (0–1) of the signals that carry one; null when none does. */
  averageConfidence: number | null;
}

/** The AI summary of docs/behaviour.md §9: counts High-priority signals and averages confidence. */
export function aiSummary(signals: readonly Pick<Signal, 'priority' | 'confidence'>[]): AiSummary {
  const confidences = signals
    .map((signal) => signal.confidence)
    .filter((confidence): confidence is number => confidence !== undefined);
  return {
    total: signals.length,
    highPriority: signals.filter((signal) => signal.priority === 'High').length,
    averageConfidence: confidences.length
      ? confidences.reduce((sum, confidence) => sum + confidence, 0) / confidences.length
      : null,
  };
}
