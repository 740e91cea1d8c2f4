import { z } from 'zod';
import { ZIsoDateTime } from './common';

/**
 * The assistant with connected data: a question about the viewer's part of the company, answered
 * by one of a fixed set of tools over the synced records (who is out, anniversaries, reports,
 * open roles, stalled pipelines, goals at risk, headcount, insights, freshness). With nothing
 * connected the dashboard's assistant answers the sample's action items in the page instead.
 */

/** The dashboard widgets an answer links to (the integrations are in System Settings). */
export const ASSISTANT_WIDGETS = [
  'team',
  'hris-insights',
  'headcount',
  'recruiting',
  'goals',
  'management-insights',
  'integrations',
] as const;
export const ZAssistantWidget = z.enum(ASSISTANT_WIDGETS);
export type AssistantWidget = z.infer<typeof ZAssistantWidget>;

/** The longest question taken (what is beyond it is not read). */
export const MAX_ASSISTANT_QUESTION = 2000;

/** POST /api/assistant/questions */
export const ZAssistantQuestion = z.strictObject({
  question: z.string().min(1).max(MAX_ASSISTANT_QUESTION),
});
export type AssistantQuestion = z.infer<typeof ZAssistantQuestion>;

export const ZAssistantReply = z.object({
  /** Plain text, a statement or a short list a line each; every figure from the tool. */
  text: z.string(),
  /** The tool that answered; null when the question is outside what it can answer. */
  tool: z.string().nullable(),
  /** Where the figures come from on the dashboard. */
  links: z.array(z.object({ label: z.string(), widget: ZAssistantWidget })),
  /** What the assistant can answer, when it could not answer this. */
  capabilities: z.array(z.string()),
  /** What worded the answer: the product's own rules (no model was asked). */
  answeredBy: z.enum(['rules']),
  /** The sources the answer rests on and their freshness. */
  sources: z.array(z.object({ provider: z.string(), syncedAt: ZIsoDateTime.nullable() })),
});
export type AssistantReply = z.infer<typeof ZAssistantReply>;
