import { z } from 'zod';

/** The JSON shape of every error answer of the API. */
export const ZApiError = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ZApiError>;
