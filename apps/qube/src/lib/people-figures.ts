import type { PeopleData } from '@q/schemas/executive';
import type {
  ExecutivePeopleResponse,
  ExecutivePipelineStage,
  ExecutiveSource,
} from '@q/schemas/executive-people';

/**
 * The People page's figures as the page shows them: each computed from the connected HRIS or
 * ATS where the answer of `GET /api/executive/people` holds it, else the spec's sample value,
 * and for each, where it comes from. Nothing is mixed within a figure: a figure is wholly the
 * company's or wholly the sample's.
 */

/** Where a figure comes from: the connected HRIS, the connected ATS, or the sample. */
export type FigureOrigin = 'hris' | 'ats' | 'sample';

export type PeopleFigureKey =
  | 'totalHeadcount'
  | 'openPositions'
  | 'spanOfControl'
  | 'utilizationRate'
  | 'timeToFill'
  | 'pipelineHealth'
  | 'offerAcceptanceRate'
  | 'sourcingChannels'
  | 'currentRate'
  | 'voluntaryRate'
  | 'riskScore'
  | 'highRiskRoles'
  | 'avgSpanOfControl'
  | 'leadershipRatio'
  | 'managerEffectiveness'
  | 'departments';

/** A department row: the sample's have an effectiveness score, the company's none. */
export interface DepartmentRow {
  name: string;
  managers: number;
  reports: number;
  /** Null for a department without a manager. */
  span: number | null;
  /** Null where no source gives it (a computed row). */
  effectiveness: number | null;
}

export interface PeopleFigures {
  capacity: PeopleData['capacity'];
  hiring: PeopleData['hiring'] & {
    /** How pipeline health reads: the sample's percent, or applications per opening. */
    pipelineUnit: 'percent' | 'per-opening';
    /** The in-process applications by stage, from the connected ATS; null for the sample. */
    pipelineStages: ExecutivePipelineStage[] | null;
    /** The answered offers the computed acceptance is over; null for the sample's. */
    offersAnswered: number | null;
    /** What a sourcing channel counts: the sample's candidates, or the ATS's applications. */
    sourcingUnit: 'candidates' | 'applications';
    /** What is not synced from the connected ATS, as a sentence; null without one. */
    notSynced: string | null;
  };
  attrition: PeopleData['attrition'] & {
    /** The first day of the window leavers were counted over (computed only). */
    since: string | null;
    leavers: number | null;
  };
  leadership: Omit<PeopleData['leadership'], 'departments'> & {
    departments: DepartmentRow[];
    /** Departments left out for holding fewer people than `minGroupSize`. */
    suppressedDepartments: number;
    minGroupSize: number;
  };
  origins: Record<PeopleFigureKey, FigureOrigin>;
  sources: { hris: ExecutiveSource | null; ats: ExecutiveSource | null };
}

/** The page's figures: the answer's where it has them, the sample's (`sample`) elsewhere. */
export function peopleFigures(
  sample: PeopleData,
  answer: ExecutivePeopleResponse | undefined,
): PeopleFigures {
  const origins: Record<PeopleFigureKey, FigureOrigin> = {
    totalHeadcount: 'sample',
    openPositions: 'sample',
    spanOfControl: 'sample',
    utilizationRate: 'sample',
    timeToFill: 'sample',
    pipelineHealth: 'sample',
    offerAcceptanceRate: 'sample',
    sourcingChannels: 'sample',
    currentRate: 'sample',
    voluntaryRate: 'sample',
    riskScore: 'sample',
    highRiskRoles: 'sample',
    avgSpanOfControl: 'sample',
    leadershipRatio: 'sample',
    managerEffectiveness: 'sample',
    departments: 'sample',
  };
  /** The answer's value where it has one (marking its origin), else the sample's. */
  const pick = <T>(
    key: PeopleFigureKey,
    value: T | null | undefined,
    origin: FigureOrigin,
    fallback: T,
  ): T => {
    if (value === null || value === undefined) return fallback;
    origins[key] = origin;
    return value;
  };
  const a = answer?.state === 'computed' ? answer : undefined;
  const { capacity, hiring, attrition, leadership } = sample;
  const perOpening = a?.hiring.applicationsPerOpening ?? null;
  const departments = a?.leadership.departments ?? null;
  const figures: PeopleFigures = {
    capacity: {
      totalHeadcount: pick(
        'totalHeadcount',
        a?.capacity.totalHeadcount,
        'hris',
        capacity.totalHeadcount,
      ),
      openPositions: pick(
        'openPositions',
        a?.capacity.openPositions,
        'ats',
        capacity.openPositions,
      ),
      spanOfControl: pick(
        'spanOfControl',
        a?.capacity.spanOfControl,
        'hris',
        capacity.spanOfControl,
      ),
      utilizationRate: capacity.utilizationRate,
    },
    hiring: {
      timeToFill: pick('timeToFill', a?.hiring.timeToFill, 'ats', hiring.timeToFill),
      pipelineHealth: pick('pipelineHealth', perOpening, 'ats', hiring.pipelineHealth),
      pipelineUnit: perOpening === null ? 'percent' : 'per-opening',
      // Stages are shown with the computed pipeline health only (the sample has none).
      pipelineStages: perOpening === null ? null : (a?.hiring.pipelineStages ?? null),
      offerAcceptanceRate: pick(
        'offerAcceptanceRate',
        a?.hiring.offerAcceptanceRate,
        'ats',
        hiring.offerAcceptanceRate,
      ),
      offersAnswered: a?.hiring.offerAcceptanceRate == null ? null : a.hiring.offersAnswered,
      sourcingChannels: pick(
        'sourcingChannels',
        a?.hiring.sourcingChannels,
        'ats',
        hiring.sourcingChannels,
      ),
      sourcingUnit: a?.hiring.sourcingChannels ? 'applications' : 'candidates',
      notSynced:
        a?.hiring.notSynced && a.ats
          ? `Not synced from ${a.ats.provider}: ${a.hiring.notSynced}. The figures that need them are sample data.`
          : null,
    },
    attrition: {
      currentRate: pick('currentRate', a?.attrition.currentRate, 'hris', attrition.currentRate),
      voluntaryRate: attrition.voluntaryRate,
      riskScore: attrition.riskScore,
      highRiskRoles: attrition.highRiskRoles,
      since: a?.attrition.currentRate == null ? null : a.attrition.since,
      leavers: a?.attrition.currentRate == null ? null : a.attrition.leavers,
    },
    leadership: {
      avgSpanOfControl: pick(
        'avgSpanOfControl',
        a?.leadership.avgSpanOfControl,
        'hris',
        leadership.avgSpanOfControl,
      ),
      leadershipRatio: pick(
        'leadershipRatio',
        a?.leadership.leadershipRatio,
        'hris',
        leadership.leadershipRatio,
      ),
      managerEffectiveness: leadership.managerEffectiveness,
      departments:
        departments === null
          ? leadership.departments
          : departments.map((row) => ({ ...row, effectiveness: null })),
      suppressedDepartments: departments === null ? 0 : (a?.leadership.suppressedDepartments ?? 0),
      minGroupSize: a?.leadership.minGroupSize ?? 0,
    },
    origins,
    sources: { hris: a?.hris ?? null, ats: a?.ats ?? null },
  };
  if (departments !== null) origins.departments = 'hris';
  return figures;
}

/** The connected sources behind some of `keys`, HRIS first; none when all are the sample's. */
export function sourcesOf(
  figures: PeopleFigures,
  keys: readonly PeopleFigureKey[],
): ExecutiveSource[] {
  const used = new Set(keys.map((key) => figures.origins[key]));
  return (['hris', 'ats'] as const).flatMap((origin) => {
    const source = figures.sources[origin];
    return used.has(origin) && source ? [source] : [];
  });
}

/**
 * Where a widget's figures come from: the sources of its computed ones, and those of its figures
 * that are still the sample's while others are computed (each then badged on its own).
 */
export interface WidgetProvenance {
  computedFrom: readonly ExecutiveSource[];
  sampleFigures: ReadonlySet<PeopleFigureKey>;
}

export function widgetProvenance(
  figures: PeopleFigures,
  keys: readonly PeopleFigureKey[],
): WidgetProvenance {
  const computedFrom = sourcesOf(figures, keys);
  const sampleFigures = new Set(
    computedFrom.length === 0 ? [] : keys.filter((key) => figures.origins[key] === 'sample'),
  );
  return { computedFrom, sampleFigures };
}

/** The figures of each widget of the page. */
export const WIDGET_FIGURES = {
  capacity: ['totalHeadcount', 'openPositions', 'spanOfControl', 'utilizationRate'],
  hiring: ['timeToFill', 'pipelineHealth', 'offerAcceptanceRate', 'sourcingChannels'],
  attrition: ['currentRate', 'voluntaryRate', 'riskScore', 'highRiskRoles'],
  leadership: ['avgSpanOfControl', 'leadershipRatio', 'managerEffectiveness', 'departments'],
} as const satisfies Record<string, readonly PeopleFigureKey[]>;
