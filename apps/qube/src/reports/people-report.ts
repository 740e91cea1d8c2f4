import { SAMPLE_DATA_LABEL } from '@q/ui';
import { attritionRiskLevel } from '../features/attrition-risk/attrition-rules';
import {
  offersAnsweredText,
  pipelineHealthText,
  timeToFillHint,
} from '../features/hiring-pipeline/hiring-rules';
import { utilizationHint } from '../features/team-capacity/capacity-rules';
import { syncedAtText } from '../lib/computed-from';
import type { PeopleFigureKey, PeopleFigures } from '../lib/people-figures';
import type { Report, ReportEntry, ReportFigure, ReportHeading } from '../lib/report/report';
import { days, percent } from './formats';

/**
 * A tenure as the page writes it ('1.8 years'), with its number of years for the CSV; text the
 * rule does not read stays text.
 */
export function tenureEntry(tenure: string): ReportEntry {
  const match = /^(\d+(?:\.\d+)?) years?$/.exec(tenure.trim());
  return match ? { value: Number(match[1]), text: tenure } : tenure;
}

/**
 * The People page as a report, from the figures the page renders: capacity, hiring with its
 * sourcing channels, attrition with its high-risk roles, and leadership by department. With
 * nothing computed, the whole report is sample data and says so in its header; otherwise each
 * figure and table says where it comes from: the connected source and its sync, or sample data.
 */
export function peopleReport(heading: ReportHeading, people: PeopleFigures): Report {
  const { capacity, hiring, attrition, leadership, origins, sources } = people;
  const isSample = Object.values(origins).every((origin) => origin === 'sample');
  /** Where a figure comes from, in words; nothing when the whole report is sample data. */
  const sourceOf = (key: PeopleFigureKey): string | undefined => {
    if (isSample) return undefined;
    const origin = origins[key];
    const source = origin === 'sample' ? null : sources[origin];
    return source
      ? `${source.provider}, synced ${syncedAtText(source.syncedAt)}`
      : SAMPLE_DATA_LABEL;
  };
  /** A figure with its source, said in its hint too (the PDF shows hints, not columns). */
  const figure = (key: PeopleFigureKey, entry: ReportFigure): ReportFigure => {
    const source = sourceOf(key);
    if (source === undefined) return entry;
    return { ...entry, source, hint: [entry.hint, source].filter(Boolean).join(' · ') };
  };
  /** A closing line naming where a table or chart comes from. */
  const tableNote = (key: PeopleFigureKey, title: string): string[] => {
    const source = sourceOf(key);
    return source === undefined ? [] : [`${title}: ${source}.`];
  };
  const pipelineUnit = hiring.pipelineUnit;
  const channelUnit = hiring.sourcingUnit;
  const ChannelUnit = channelUnit === 'applications' ? 'Applications' : 'Candidates';
  const stages = hiring.pipelineStages ?? [];
  const computedDepartments = origins.departments !== 'sample';
  return {
    ...heading,
    isSample,
    filters: [],
    sections: [
      {
        title: 'Team Capacity',
        description: 'Who we have, who we need, how stretched we are.',
        figures: [
          figure('totalHeadcount', { label: 'Total headcount', value: capacity.totalHeadcount }),
          figure('openPositions', { label: 'Open positions', value: capacity.openPositions }),
          figure('spanOfControl', {
            label: 'Span of control',
            value: capacity.spanOfControl,
            hint: 'Reports per manager',
          }),
          figure('utilizationRate', {
            label: 'Utilization',
            value: capacity.utilizationRate,
            unit: '%',
            format: percent,
            hint: utilizationHint(capacity.utilizationRate).text,
          }),
        ],
      },
      {
        title: 'Hiring Pipeline',
        description: 'How fast and how well we hire.',
        figures: [
          figure('timeToFill', {
            label: 'Time to fill',
            value: hiring.timeToFill,
            unit: 'days',
            format: days,
            hint: timeToFillHint(hiring.timeToFill).text,
          }),
          figure('pipelineHealth', {
            label: 'Pipeline health',
            value: hiring.pipelineHealth,
            unit: pipelineUnit === 'per-opening' ? 'applications per opening' : '%',
            format: (value) => pipelineHealthText(value, pipelineUnit),
          }),
          figure('offerAcceptanceRate', {
            label: 'Offer acceptance',
            value: hiring.offerAcceptanceRate,
            unit: '%',
            format: percent,
            ...(hiring.offersAnswered !== null && {
              hint: offersAnsweredText(hiring.offersAnswered),
            }),
          }),
        ],
        notes: [
          ...(stages.length > 0 ? tableNote('pipelineHealth', 'Pipeline by stage') : []),
          ...tableNote('sourcingChannels', 'Sourcing channels'),
          ...(hiring.notSynced ? [hiring.notSynced] : []),
        ],
        chart: {
          kind: 'bar',
          title: `Sourcing channels: share of ${channelUnit}`,
          labels: hiring.sourcingChannels.map((channel) => channel.name),
          series: [
            {
              label: `Share of ${channelUnit}`,
              values: hiring.sourcingChannels.map((channel) => channel.percentage),
              tone: 'primary',
            },
          ],
          format: percent,
          max: 100,
        },
        tables: [
          ...(stages.length > 0
            ? [
                {
                  id: 'pipeline-stages',
                  title: 'Pipeline by stage',
                  columns: [
                    { label: 'Stage' },
                    { label: 'Applications in process', align: 'right' as const },
                  ],
                  rows: stages.map((stage) => [stage.name, stage.applications]),
                },
              ]
            : []),
          {
            id: 'sourcing-channels',
            title: 'Sourcing channels',
            columns: [
              { label: 'Channel' },
              { label: 'Share', unit: '%', format: percent },
              { label: ChannelUnit, align: 'right' },
            ],
            rows: hiring.sourcingChannels.map((channel) => [
              channel.name,
              channel.percentage,
              channel.candidates,
            ]),
          },
        ],
      },
      {
        title: 'Attrition Risk',
        description: 'Annual rates and the roles to watch.',
        figures: [
          figure('currentRate', {
            label: 'Attrition rate',
            value: attrition.currentRate,
            unit: '%',
            format: percent,
            ...(attrition.since !== null &&
              attrition.leavers !== null && {
                hint: `${attrition.leavers} leaver${attrition.leavers === 1 ? '' : 's'} since ${attrition.since}, over the average headcount`,
              }),
          }),
          figure('voluntaryRate', {
            label: 'Voluntary',
            value: attrition.voluntaryRate,
            unit: '%',
            format: percent,
          }),
          figure('riskScore', {
            label: 'Risk score',
            value: attrition.riskScore,
            hint: 'Out of 100',
          }),
        ],
        notes: tableNote('highRiskRoles', 'High-risk roles'),
        tables: [
          {
            id: 'high-risk-roles',
            title: 'High-risk roles',
            columns: [
              { label: 'Role' },
              { label: 'Risk', unit: '%', format: percent },
              { label: 'Level' },
              { label: 'Average tenure', unit: 'years', align: 'right' },
            ],
            rows: attrition.highRiskRoles.map((role) => [
              role.role,
              role.risk,
              attritionRiskLevel(role.risk).label,
              tenureEntry(role.tenure),
            ]),
          },
        ],
      },
      {
        title: 'Leadership Effectiveness',
        description: 'How our managers are spread and how well they lead.',
        figures: [
          figure('avgSpanOfControl', {
            label: 'Avg. span of control',
            value: leadership.avgSpanOfControl,
          }),
          figure('leadershipRatio', {
            label: 'Leadership ratio',
            value: leadership.leadershipRatio,
          }),
          figure('managerEffectiveness', {
            label: 'Manager effectiveness',
            value: leadership.managerEffectiveness,
            unit: '%',
            format: percent,
          }),
        ],
        notes: [
          ...tableNote('departments', 'Departments'),
          ...(leadership.suppressedDepartments > 0
            ? [
                `${leadership.suppressedDepartments} department${leadership.suppressedDepartments === 1 ? '' : 's'} of fewer than ${leadership.minGroupSize} people not shown.`,
              ]
            : []),
        ],
        // The company's departments have no effectiveness score to chart.
        ...(!computedDepartments && {
          chart: {
            kind: 'bar' as const,
            title: 'Manager effectiveness by department',
            labels: leadership.departments.map((department) => department.name),
            series: [
              {
                label: 'Manager effectiveness',
                values: leadership.departments.map((department) => department.effectiveness ?? 0),
                tone: 'primary' as const,
              },
            ],
            format: percent,
            max: 100,
          },
        }),
        tables: [
          {
            id: 'departments',
            title: 'Departments',
            columns: [
              { label: 'Department' },
              { label: 'Managers', align: 'right' },
              { label: 'Reports', align: 'right' },
              { label: 'Span', align: 'right' },
              { label: 'Effectiveness', unit: '%', format: percent },
            ],
            rows: leadership.departments.map((department) => [
              department.name,
              department.managers,
              department.reports,
              department.span,
              department.effectiveness,
            ]),
          },
        ],
      },
    ],
  };
}
