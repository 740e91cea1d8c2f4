import { z } from 'zod';

/** A database id as it appears in a URL path: a positive integer, given as digits. */
export const ZIdParam = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive integer' })
    .int('id must be a positive integer')
    .positive('id must be a positive integer')
    .max(2_147_483_647, 'id is out of range'),
});
export type IdParam = z.infer<typeof ZIdParam>;

/** A decimal number carried as a string, as the spec's numeric-string fields are. */
export const ZNumericString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a numeric string');

/** An ISO-8601 timestamp as carried in JSON. */
export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** A calendar date (YYYY-MM-DD). */
export const ZIsoDate = z.iso.date();
