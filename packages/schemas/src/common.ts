import { z } from 'zod';

/** A database id as it appears in a URL path: a positive integer, given as digits. */
export const ZIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive integer')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id is out of range')),
});
export type IdParam = z.infer<typeof ZIdParam>;

/** A decimal number carried as a string, as the spec's numeric-string fields are. */
export const ZNumericString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a numeric string');

/** An ISO-8601 timestamp as carried in JSON. */
export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** A calendar date (YYYY-MM-DD). */
export const ZIsoDate = z.iso.date();

/** The id of a record the server stores: a positive integer. */
export const ZRecordId = z.number().int().positive().max(2_147_483_647);

/** The id of an item of fixed sample data held in a page: a short slug. */
export const ZSampleId = z.string().min(1).max(100);

/** A percentage from 0 to 100 (progress, completion, uptime, scores out of 100). */
export const ZPercent = z.number().min(0).max(100);

/** An absolute http or https URL. */
export const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

/** A short piece of display text (relative times like '2 hours ago', durations, labels). */
export const ZLabel = z.string().min(1).max(200);
