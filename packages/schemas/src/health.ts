import { z } from 'zod';

/** GET /api/health: the server is up and its database answers. */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/health/live: the process answers; touches nothing else (liveness probes). */
export const ZLivenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof ZLivenessResponse>;
