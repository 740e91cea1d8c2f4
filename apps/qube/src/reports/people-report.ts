import type { PeopleData } from '@q/schemas/executive';
import { attritionRiskLevel } from '../features/attrition-risk/attrition-rules';
import { timeToFillHint } from '../features/hiring-pipeline/hiring-rules';
import { utilizationHint } from '../features/team-capacity/capacity-rules';
import type { Report, ReportEntry, ReportHeading } from '../lib/report/report';
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
 * The People page as a report, from the data the page renders: capacity, hiring with its
 * sourcing channels, attrition with its high-risk roles, and leadership by department.
 */
export function peopleReport(heading: ReportHeading, people: PeopleData): Report {
  const { capacity, hiring, attrition, leadership } = people;
  return {
    ...heading,
    // Every figure of the page is sample data (src/data), and the files say so.
    isSample: true,
    filters: [],
    sections: [
      {
        title: 'Team Capacity',
        description: 'Who we have, who we need, how stretched we are.',
        figures: [
          { label: 'Total headcount', value: capacity.totalHeadcount },
          { label: 'Open positions', value: capacity.openPositions },
          { label: 'Span of control', value: capacity.spanOfControl, hint: 'Reports per manager' },
          {
            label: 'Utilization',
            value: capacity.utilizationRate,
            unit: '%',
            format: percent,
            hint: utilizationHint(capacity.utilizationRate).text,
          },
        ],
      },
      {
        title: 'Hiring Pipeline',
        description: 'How fast and how well we hire.',
        figures: [
          {
            label: 'Time to fill',
            value: hiring.timeToFill,
            unit: 'days',
            format: days,
            hint: timeToFillHint(hiring.timeToFill).text,
          },
          { label: 'Pipeline health', value: hiring.pipelineHealth, unit: '%', format: percent },
          {
            label: 'Offer acceptance',
            value: hiring.offerAcceptanceRate,
            unit: '%',
            format: percent,
          },
        ],
        chart: {
          kind: 'bar',
          title: 'Sourcing channels: share of candidates',
          labels: hiring.sourcingChannels.map((channel) => channel.name),
          series: [
            {
              label: 'Share of candidates',
              values: hiring.sourcingChannels.map((channel) => channel.percentage),
              tone: 'primary',
            },
          ],
          format: percent,
          max: 100,
        },
        tables: [
          {
            id: 'sourcing-channels',
            title: 'Sourcing channels',
            columns: [
              { label: 'Channel' },
              { label: 'Share', unit: '%', format: percent },
              { label: 'Candidates', align: 'right' },
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
          { label: 'Attrition rate', value: attrition.currentRate, unit: '%', format: percent },
          { label: 'Voluntary', value: attrition.voluntaryRate, unit: '%', format: percent },
          { label: 'Risk score', value: attrition.riskScore, hint: 'Out of 100' },
        ],
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
          { label: 'Avg. span of control', value: leadership.avgSpanOfControl },
          { label: 'Leadership ratio', value: leadership.leadershipRatio },
          {
            label: 'Manager effectiveness',
            value: leadership.managerEffectiveness,
            unit: '%',
            format: percent,
          },
        ],
        chart: {
          kind: 'bar',
          title: 'Manager effectiveness by department',
          labels: leadership.departments.map((department) => department.name),
          series: [
            {
              label: 'Manager effectiveness',
              values: leadership.departments.map((department) => department.effectiveness),
              tone: 'primary',
            },
          ],
          format: percent,
          max: 100,
        },
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
