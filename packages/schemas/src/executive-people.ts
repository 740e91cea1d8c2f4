import { z } from 'zod';
import { ZIsoDate, ZIsoDateTime } from './common';

/**
 * GET /api/executive/people: the figures of Qube's People page that the organisation's connected
 * HRIS and ATS can feed, computed company-wide from the synced records, each with the source it
 * comes from. A figure no connected source can give is null, and the page keeps the spec's
 * sample value for it, labelled 'Sample data'. Signed out, with nothing connected, or for a
 * viewer who is neither an executive nor HR, every figure is null and `state` is `sample`.
 */

const ZCount = z.number().int().min(0);
const ZRatio = z.number().min(0);

/** Where a computed figure comes from: the connection and its last successful sync. */
export const ZExecutiveSource = z.object({
  /** The provider's display name ('BambooHR', 'Greenhouse'). */
  provider: z.string().min(1).max(100),
  /** The end of the last successful sync. */
  syncedAt: ZIsoDateTime,
  /** Whether the last attempt since failed (the figures are those of the last success). */
  isStale: z.boolean(),
});
export type ExecutiveSource = z.infer<typeof ZExecutiveSource>;

/** A department of at least the minimum group size: its managers and the people they lead. */
export const ZExecutiveDepartment = z.object({
  name: z.string().min(1).max(500),
  /** People of the department who have at least one direct report. */
  managers: ZCount,
  /** The department's other people. */
  reports: ZCount,
  /** Reports per manager, one decimal; null for a department without a manager. */
  span: ZRatio.nullable(),
});
export type ExecutiveDepartment = z.infer<typeof ZExecutiveDepartment>;

/** A stage of the pipeline: the applications in process at it. */
export const ZExecutivePipelineStage = z.object({
  /** The stage's name in the ATS; 'No stage' for applications without one, 'Other stages'. */
  name: z.string().min(1).max(200),
  applications: ZCount,
});
export type ExecutivePipelineStage = z.infer<typeof ZExecutivePipelineStage>;

/** A sourcing channel: the applications from it over the window and their share. */
export const ZExecutiveSourcingChannel = z.object({
  /** The source's name in the ATS; 'Unknown' for applications without one, 'Other'. */
  name: z.string().min(1).max(200),
  /** Applications from the channel (the sample's word: candidates). */
  candidates: ZCount,
  /** Their share of the window's applications, in whole percent. */
  percentage: z.number().int().min(0).max(100),
});
export type ExecutiveSourcingChannel = z.infer<typeof ZExecutiveSourcingChannel>;

export const ZExecutivePeopleResponse = z.object({
  /** `computed` when at least one figure is computed from connected data. */
  state: z.enum(['sample', 'computed']),
  /** The synced HRIS (people, org chart, leavers); null when none feeds the page. */
  hris: ZExecutiveSource.nullable(),
  /** The synced ATS (jobs, openings, applications); null when none feeds the page. */
  ats: ZExecutiveSource.nullable(),
  capacity: z.object({
    /** People in the HRIS. */
    totalHeadcount: ZCount.nullable(),
    /** Seats not yet filled of the open jobs. */
    openPositions: ZCount.nullable(),
    /** Direct reports per manager across the company, one decimal. */
    spanOfControl: ZRatio.nullable(),
  }),
  hiring: z.object({
    /** Days from a seat's opening to its filling, averaged over the filled seats, whole days. */
    timeToFill: ZCount.nullable(),
    /** Applications in process per unfilled seat of the open jobs, one decimal. */
    applicationsPerOpening: ZRatio.nullable(),
    /**
     * The applications in process for the open jobs by their current stage, the largest
     * first, the stages past the first few summed as 'Other stages'; null where the ATS does
     * not sync stages.
     */
    pipelineStages: z.array(ZExecutivePipelineStage).nullable(),
    /**
     * Accepted offers over the offers answered (accepted or declined), in whole percent, over
     * the applications of the last twelve months; null without an answered offer.
     */
    offerAcceptanceRate: z.number().int().min(0).max(100).nullable(),
    /** The answered offers the rate is over; null with the rate. */
    offersAnswered: ZCount.nullable(),
    /**
     * The applications of the last twelve months by source, the largest first, the sources
     * past the first few summed as 'Other'; null where the ATS does not sync sources.
     */
    sourcingChannels: z.array(ZExecutiveSourcingChannel).nullable(),
    /**
     * What the synced ATS records do not hold, in words ("application stages, offers and
     * sources"): the figures that would need them keep their sample values.
     */
    notSynced: z.string().max(500).nullable(),
  }),
  attrition: z.object({
    /** Leavers over the average headcount, in percent, one decimal. */
    currentRate: ZRatio.nullable(),
    leavers: ZCount.nullable(),
    /** The average of the headcount at the window's start and now, one decimal. */
    averageHeadcount: ZRatio.nullable(),
    /**
     * The window's first day: twelve months back, or the HRIS's first sync when that is later
     * (leavers are known from the syncs that saw them go).
     */
    since: ZIsoDate.nullable(),
  }),
  leadership: z.object({
    /** The same figure as `capacity.spanOfControl`. */
    avgSpanOfControl: ZRatio.nullable(),
    /** Managers to the people who manage no one ('1:8'). */
    leadershipRatio: z.string().max(20).nullable(),
    /** Departments of at least the minimum group size, by name. */
    departments: z.array(ZExecutiveDepartment).nullable(),
    /** How many departments were left out for holding fewer people than the minimum. */
    suppressedDepartments: ZCount,
    /** The minimum group size: smaller groups are never shown. */
    minGroupSize: ZCount,
  }),
});
export type ExecutivePeopleResponse = z.infer<typeof ZExecutivePeopleResponse>;

/**
 * GET /api/executive/okrs: the company's objectives synced from the HRIS where it has them
 * (Workday's organisation goals report), with their progress, and how many functional ones it
 * synced. The synced records hold no key results, no status and no function: the page keeps
 * the sample's function cards. Everything null (`state: 'sample'`) signed out or with no
 * synced OKRs.
 */
export const ZExecutiveOkrsResponse = z.object({
  state: z.enum(['sample', 'computed']),
  source: ZExecutiveSource.nullable(),
  /** The company-wide objectives, by their id in the source; null for the sample. */
  companyObjectives: z
    .array(
      z.object({
        id: z.string().min(1).max(500),
        title: z.string().min(1).max(2000),
        /** Percent complete, whole. */
        progress: z.number().int().min(0).max(100),
      }),
    )
    .nullable(),
  /** How many functional objectives were synced; null for the sample. */
  functionalObjectives: ZCount.nullable(),
});
export type ExecutiveOkrsResponse = z.infer<typeof ZExecutiveOkrsResponse>;
