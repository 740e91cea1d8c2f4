import type { AssistantAnswer } from '@q/api-client';
import type { ManagementInsight } from '@q/schemas/manager';
import { isComputedInsight, providerName } from '../../lib/computed-insight';
import { relativeTime } from '../../lib/relative-time';

/**
 * The assistant with connected data: its one-tap questions, its words, and how an answer from the
 * server is laid out. With nothing connected the keyword rules of `assistant-rules.ts` answer.
 */

/** One-tap questions, each one the server answers from the connected data. */
export const CONNECTED_SUGGESTIONS = [
  'Who is out next week?',
  'Which open roles are overdue?',
  'How many direct reports do I have?',
  'What should I focus on?',
] as const;

/** The header's badge once the answers come from the connected data. */
export const CONNECTED_ANSWERS_LABEL = 'Answers from your connected data';

export const CONNECTED_HINT =
  'Ask me who is out, about your reports, open roles, goals, headcount or what to focus on.';

/** Said when the server could not answer (offline, a failure on its side). */
export const ASSISTANT_SORRY = "Sorry, I couldn't answer that just now. Please try again.";

/** Under the composer when no language model is configured for the organisation. */
export const MODEL_NOT_CONFIGURED_HINT =
  'Answers are computed from your data. An admin can add a language model in System Settings.';

/** Said while an answer is on its way. */
export const LOOKING_UP = 'Looking that up…';

/**
 * The badge's count with data connected: the high-priority insights a rule computed from the
 * connected data (the sample's, if the list still holds any, are not counted).
 */
export function computedUrgentCount(insights: readonly ManagementInsight[]): number {
  return insights.filter((insight) => isComputedInsight(insight) && insight.priority === 'high')
    .length;
}

/** A run of an answer's lines: a sentence, or the consecutive '- ' lines of a list. */
export type AnswerBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

const LIST_LINE = /^\s*[-•]\s+/;

/**
 * An answer's plain text as blocks, its line breaks kept: each line a sentence, the lines starting
 * with '- ' gathered into lists. Blank lines are left out, and so are the lines that repeat one of
 * `capabilities` (shown as a list of their own).
 */
export function answerBlocks(text: string, capabilities: readonly string[] = []): AnswerBlock[] {
  const repeated = new Set(capabilities.map((capability) => capability.trim()));
  const blocks: AnswerBlock[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (LIST_LINE.test(trimmed)) {
      const item = trimmed.replace(LIST_LINE, '');
      if (repeated.has(item)) continue;
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (!repeated.has(trimmed)) {
      blocks.push({ kind: 'text', text: trimmed });
    }
  }
  return blocks;
}

/**
 * Where an answer's figures come from, seen from `now`: 'From BambooHR · synced 2 h ago', each
 * source once ('From BambooHR · synced 2 h ago, Greenhouse · synced 4 min ago'); null without
 * sources.
 */
export function sourcesText(sources: AssistantAnswer['sources'], now: Date): string | null {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const source of sources) {
    const name = providerName(source.provider);
    if (seen.has(name)) continue;
    seen.add(name);
    parts.push(
      `${name} · ${source.syncedAt ? `synced ${relativeTime(source.syncedAt, now)}` : 'not synced yet'}`,
    );
  }
  return parts.length > 0 ? `From ${parts.join(', ')}` : null;
}
