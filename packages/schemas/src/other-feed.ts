import { z } from 'zod';
import { ZIsoDate, ZIsoDateTime } from './common';
import {
  MAX_AMOUNT_CENTS,
  ZCurrencyCode,
  ZFinanceLineKind,
  ZFinanceScenario,
  ZIsoMonth,
  ZSyncedApplicationStatus,
  ZSyncedJobStatus,
} from './sync';

/**
 * The suite's own feed contract, version 1: what an HRIS or ATS (or a small service in front of
 * one) serves so that an "Other" integration can feed Q. Q GETs the integration's API Endpoint
 * with `Authorization: Bearer <API key>` and follows `next` until it is null. The field names are
 * those of the synced entities (`@q/schemas/sync`): ids are text, dates `YYYY-MM-DD`, times ISO
 * 8601 with an offset. apps/api/docs/other-feed.md documents it for the people who serve it;
 * apps/api/docs/other-feed.schema.json is {@link otherFeedJsonSchema}, generated from these.
 *
 * Optional fields: a field that no record of its kind carries is "not provided" (the run is then
 * partial and Q keeps what it stored for that field); `null` says a record has no value.
 */

export const OTHER_FEED_VERSION = 1;
/** The most records one array of one page may hold. */
export const OTHER_FEED_MAX_RECORDS_PER_PAGE = 1000;

const id = (description: string) => z.string().min(1).max(200).meta({ description });
const line = (max: number, description: string) => z.string().max(max).meta({ description });
const optional = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

const ZFeedVersion = z.literal(OTHER_FEED_VERSION).meta({
  description: 'The contract version this page follows: 1.',
});
const ZFeedNext = z.string().min(1).max(2048).nullable().meta({
  description:
    'The URL of the next page (absolute, or relative to this page), on the same origin as the API Endpoint; null on the last page.',
});

export const ZOtherFeedPerson = z
  .object({
    sourceId: id('Your id of the person; stable across runs.'),
    name: z.string().min(1).max(200).meta({ description: 'Full name.' }),
    jobTitle: optional(line(200, 'Job title.')),
    department: optional(line(200, 'Department name.')),
    supervisorSourceId: optional(id('The sourceId of their manager; null at the top.')),
    hireDate: optional(ZIsoDate.meta({ description: 'First day of employment, YYYY-MM-DD.' })),
    workEmail: optional(
      line(320, 'Work email; matched case-insensitively with the signed-in user.'),
    ),
    photoUrl: optional(line(2048, 'An http(s) URL of their photo; anything else is ignored.')),
    sourceUpdatedAt: optional(
      ZIsoDateTime.meta({ description: 'When you last changed the record.' }),
    ),
  })
  .meta({ description: 'A person of the organisation.' });
export type OtherFeedPerson = z.infer<typeof ZOtherFeedPerson>;

export const ZOtherFeedTimeOff = z
  .object({
    sourceId: id('Your id of the absence.'),
    personSourceId: optional(id('The sourceId of the person away.')),
    personName: z.string().min(1).max(200).meta({ description: 'Name of the person away.' }),
    start: ZIsoDate.meta({ description: 'First day away, YYYY-MM-DD.' }),
    end: ZIsoDate.meta({ description: 'Last day away, YYYY-MM-DD; not before start.' }),
    kind: optional(line(200, "'Vacation', 'Sick', 'Holiday'… as you name it.")),
  })
  .superRefine((timeOff, ctx) => {
    if (timeOff.end < timeOff.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'end is before start' });
    }
  })
  .meta({ description: 'An approved absence.' });
export type OtherFeedTimeOff = z.infer<typeof ZOtherFeedTimeOff>;

export const ZOtherFeedOpening = z
  .object({
    openedAt: ZIsoDateTime.nullable().meta({ description: 'When the seat opened.' }),
    closedAt: ZIsoDateTime.nullable().meta({ description: 'When it closed; null while open.' }),
    filled: z.boolean().meta({ description: 'True when it closed with a hire.' }),
  })
  .meta({ description: 'One seat of a job.' });
export type OtherFeedOpening = z.infer<typeof ZOtherFeedOpening>;

export const ZOtherFeedJob = z
  .object({
    sourceId: id('Your id of the job (requisition).'),
    title: z.string().min(1).max(200).meta({ description: 'Job title.' }),
    department: optional(line(200, 'Department name.')),
    status: ZSyncedJobStatus.meta({ description: 'open, closed or draft.' }),
    openedAt: optional(ZIsoDateTime.meta({ description: 'When the job opened.' })),
    closedAt: optional(ZIsoDateTime.meta({ description: 'When the job closed.' })),
    openings: z
      .array(ZOtherFeedOpening)
      .max(1000)
      .optional()
      .meta({ description: 'Its seats (headcount); time to fill counts filled ones.' }),
    sourceUpdatedAt: optional(
      ZIsoDateTime.meta({ description: 'When you last changed the record.' }),
    ),
  })
  .meta({ description: 'A job (requisition).' });
export type OtherFeedJob = z.infer<typeof ZOtherFeedJob>;

export const ZOtherFeedApplication = z
  .object({
    sourceId: id('Your id of the application.'),
    jobSourceId: optional(id('The sourceId of the job applied to.')),
    appliedAt: ZIsoDateTime.meta({ description: 'When the candidate applied.' }),
    hiredAt: optional(ZIsoDateTime.meta({ description: 'When the candidate was hired.' })),
    status: ZSyncedApplicationStatus.meta({ description: 'active, rejected or hired.' }),
    sourceUpdatedAt: optional(
      ZIsoDateTime.meta({ description: 'When you last changed the record.' }),
    ),
  })
  .meta({ description: "A candidate's application to a job." });
export type OtherFeedApplication = z.infer<typeof ZOtherFeedApplication>;

const records = <S extends z.ZodType>(schema: S, description: string) =>
  z.array(schema).max(OTHER_FEED_MAX_RECORDS_PER_PAGE).default([]).meta({ description });

/** One page of an HRIS feed. */
export const ZOtherHrisFeedPage = z
  .object({
    version: ZFeedVersion,
    people: records(
      ZOtherFeedPerson,
      'People on this page (absent or empty on some pages is fine).',
    ),
    timeOff: records(ZOtherFeedTimeOff, 'Absences on this page.'),
    next: ZFeedNext,
  })
  .meta({ title: 'Q HRIS feed page', description: 'One page of an HRIS feed, version 1.' });
export type OtherHrisFeedPage = z.infer<typeof ZOtherHrisFeedPage>;

/** One page of an ATS feed. */
export const ZOtherAtsFeedPage = z
  .object({
    version: ZFeedVersion,
    jobs: records(ZOtherFeedJob, 'Jobs on this page (absent or empty on some pages is fine).'),
    applications: records(ZOtherFeedApplication, 'Applications on this page.'),
    next: ZFeedNext,
  })
  .meta({ title: 'Q ATS feed page', description: 'One page of an ATS feed, version 1.' });
export type OtherAtsFeedPage = z.infer<typeof ZOtherAtsFeedPage>;

/** Whether `amount` has at most two decimals (cents), as money in the feed must. */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-3;
}

/** An amount of money in the page's currency: a JSON number with at most two decimals. */
const ZFeedAmount = z
  .number()
  .min(-MAX_AMOUNT_CENTS / 100)
  .max(MAX_AMOUNT_CENTS / 100)
  .refine(isWholeCents, { message: 'at most two decimals' });

export const ZOtherFeedFinancialLine = z
  .object({
    month: ZIsoMonth.meta({ description: 'The calendar month, YYYY-MM.' }),
    scenario: ZFinanceScenario.meta({
      description: 'actual (what was booked) or budget (what was planned).',
    }),
    kind: ZFinanceLineKind.meta({
      description:
        'revenue, costOfSales, expense (operating), otherIncome or otherExpense: where the amount sits in the profit and loss.',
    }),
    category: z
      .string()
      .min(1)
      .max(200)
      .meta({ description: "The category as you name it: 'Salaries', 'Marketing'…" }),
    department: optional(
      line(200, 'The department the amount belongs to; absent or null for the whole company.'),
    ),
    amount: ZFeedAmount.meta({
      description:
        'The amount, positive as booked (income for revenue kinds, spending for cost kinds), at most two decimals.',
    }),
  })
  .meta({ description: 'One month of one category of the profit and loss, actual or budget.' });
export type OtherFeedFinancialLine = z.infer<typeof ZOtherFeedFinancialLine>;

export const ZOtherFeedCashBalance = z
  .object({
    month: ZIsoMonth.meta({ description: 'The calendar month, YYYY-MM.' }),
    balance: ZFeedAmount.meta({
      description: "The company's cash (bank and cash accounts) at the end of the month.",
    }),
  })
  .meta({ description: 'Cash at the end of a month.' });
export type OtherFeedCashBalance = z.infer<typeof ZOtherFeedCashBalance>;

/** One page of a financial feed. */
export const ZOtherFinancialFeedPage = z
  .object({
    version: ZFeedVersion,
    currency: ZCurrencyCode.meta({
      description: 'The ISO 4217 code of every amount of the feed (the same on every page).',
    }),
    fiscalYearStartMonth: z.number().int().min(1).max(12).optional().meta({
      description:
        'The calendar month (1–12) the fiscal year starts in, the same on every page; January (1) when absent. Year-to-date figures count from it.',
    }),
    lines: records(
      ZOtherFeedFinancialLine,
      'Monthly amounts on this page (absent or empty on some pages is fine).',
    ),
    cash: records(ZOtherFeedCashBalance, 'Month-end cash balances on this page.'),
    next: ZFeedNext,
  })
  .meta({
    title: 'Q financial feed page',
    description: 'One page of a financial feed, version 1.',
  });
export type OtherFinancialFeedPage = z.infer<typeof ZOtherFinancialFeedPage>;

/**
 * The contract as one JSON Schema (draft 2020-12) document: a page is an HRIS page or an ATS
 * page, both defined under `$defs`. It describes what is sent (the input side of the schemas).
 */
export function otherFeedJsonSchema(): Record<string, unknown> {
  const page = (schema: z.ZodType) => {
    const { $schema: _, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-2020-12',
    }) as Record<string, unknown>;
    return rest;
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `Q feed, version ${OTHER_FEED_VERSION}`,
    description:
      'A page of the feed an "Other" HRIS, ATS or financial integration serves to Q. See other-feed.md beside this file.',
    anyOf: [
      { $ref: '#/$defs/HrisFeedPage' },
      { $ref: '#/$defs/AtsFeedPage' },
      { $ref: '#/$defs/FinancialFeedPage' },
    ],
    $defs: {
      HrisFeedPage: page(ZOtherHrisFeedPage),
      AtsFeedPage: page(ZOtherAtsFeedPage),
      FinancialFeedPage: page(ZOtherFinancialFeedPage),
    },
  };
}
