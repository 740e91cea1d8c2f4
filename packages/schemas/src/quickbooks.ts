import { z } from 'zod';

/** One parameter of Intuit's answer, bounded. */
const ZCallbackParam = z.string().max(4096);

/**
 * GET /api/integrations/quickbooks/callback: what Intuit sends back after the consent page —
 * `code`, `state` and `realmId` (the company), or `error` (`access_denied`). Other parameters
 * are let through, bounded.
 */
export const ZQuickBooksCallbackQuery = z
  .object({
    code: ZCallbackParam.optional(),
    state: ZCallbackParam.optional(),
    realmId: ZCallbackParam.optional(),
    error: ZCallbackParam.optional(),
    error_description: ZCallbackParam.optional(),
  })
  .catchall(ZCallbackParam);
export type QuickBooksCallbackQuery = z.infer<typeof ZQuickBooksCallbackQuery>;

/** The outcome of connecting QuickBooks, as `/settings?quickbooks=<outcome>` names it. */
export const QUICKBOOKS_OUTCOMES = ['connected', 'cancelled', 'refused', 'failed'] as const;
export type QuickBooksOutcome = (typeof QUICKBOOKS_OUTCOMES)[number];
