import type { PeopleData } from '@q/schemas/executive';

/** Workforce figures of /qube/people (illustrative): 148 people, 12 open positions. */
export const PEOPLE_DATA = {
  capacity: {
    totalHeadcount: 148,
    openPositions: 12,
    utilizationRate: 84,
    spanOfControl: 6.8,
  },
  hiring: {
    timeToFill: 32,
    pipelineHealth: 78,
    offerAcceptanceRate: 86,
    sourcingChannels: [
      { name: 'Referrals', percentage: 34, candidates: 41 },
      { name: 'LinkedIn', percentage: 28, candidates: 52 },
      { name: 'Job boards', percentage: 18, candidates: 67 },
      { name: 'Careers site', percentage: 12, candidates: 23 },
      { name: 'Agencies', percentage: 8, candidates: 14 },
    ],
  },
  attrition: {
    currentRate: 11.2,
    voluntaryRate: 8.4,
    riskScore: 34,
    highRiskRoles: [
      { role: 'Senior Backend Engineer', risk: 72, tenure: '1.8 years' },
      { role: 'Enterprise Account Executive', risk: 64, tenure: '1.2 years' },
      { role: 'Product Designer', risk: 55, tenure: '2.4 years' },
      { role: 'Data Scientist', risk: 48, tenure: '1.5 years' },
    ],
  },
  leadership: {
    avgSpanOfControl: 6.8,
    leadershipRatio: '1:8',
    managerEffectiveness: 82,
    departments: [
      { name: 'Engineering', managers: 8, reports: 58, span: 7.3, effectiveness: 84 },
      { name: 'Sales', managers: 4, reports: 31, span: 7.8, effectiveness: 76 },
      { name: 'Product', managers: 3, reports: 16, span: 5.3, effectiveness: 88 },
      { name: 'Customer Success', managers: 2, reports: 13, span: 6.5, effectiveness: 79 },
      { name: 'Operations', managers: 2, reports: 11, span: 5.5, effectiveness: 82 },
    ],
  },
} satisfies PeopleData;
