import type {
  AiPanelActionItem,
  CompanyHealthIndex,
  ExecutiveSignal,
  Forecast,
  HealthArea,
  KpiCard,
  RiskOpportunity,
} from '@q/schemas/executive';
import { fiscalYearLabel, monthLabel, quarterLabel } from '@q/schemas/periods';

/** Fixed sample figures of /qube (illustrative). */

export const COMPANY_HEALTH_INDEX = {
  score: 83,
  label: 'Strong Performance',
  change: 5,
  period: 'this quarter',
} satisfies CompanyHealthIndex;

export const KPI_CARDS = [
  {
    title: 'Revenue YTD',
    value: 24.8,
    delta: 12.4,
    trend: 'up',
    unit: '$M',
    target: 25,
    icon: 'revenue',
  },
  {
    title: 'Gross Margin',
    value: 72.4,
    delta: 1.8,
    trend: 'up',
    unit: '%',
    target: 75,
    icon: 'margin',
  },
  {
    title: 'NRR',
    value: 118,
    delta: 3.1,
    trend: 'up',
    unit: '%',
    target: 120,
    icon: 'retention',
  },
  {
    title: 'Active Risks',
    value: 7,
    delta: -22.2,
    trend: 'down',
    unit: '',
    target: 5,
    icon: 'risk',
    isLowerBetter: true,
  },
] satisfies KpiCard[];

export const HEALTH_AREAS = [
  {
    area: 'Product',
    status: 'high',
    score: 87,
    trend: 'up',
    insight: 'Release cadence up 18%; NPS at 52.',
  },
  {
    area: 'GTM',
    status: 'medium',
    score: 79,
    trend: 'up',
    insight: 'Pipeline coverage 2.7x against a 3x goal; win rate 28%.',
  },
  {
    area: 'Operations',
    status: 'high',
    score: 91,
    trend: 'stable',
    insight: 'Uptime 99.96%; support SLA met 97% of the time.',
  },
  {
    area: 'People',
    status: 'medium',
    score: 74,
    trend: 'down',
    insight: 'Engagement 78%; flight risk rising in backend engineering.',
  },
] satisfies HealthArea[];

export const EXECUTIVE_SIGNALS = [
  {
    id: 'northwind-renewal',
    impact: 'high',
    category: 'Revenue',
    title: 'Northwind renewal at risk',
    description: 'Usage fell 32% in six weeks ahead of a $1.2M renewal.',
    recommendation: 'Hold an executive sponsor call with Northwind this week.',
    urgency: 'immediate',
    source: 'Salesforce',
    timeframe: 'Renewal in 45 days',
  },
  {
    id: 'competitor-pricing',
    impact: 'high',
    category: 'Market',
    title: 'Competitor cut enterprise pricing by 15%',
    description: 'Three renewals worth $2.1M may ask for a matching discount.',
    recommendation: 'Arm account teams with a value comparison before renewal talks.',
    urgency: 'this-week',
    source: 'Market Intelligence Feed',
    timeframe: 'This quarter',
  },
  {
    id: 'backend-attrition',
    impact: 'medium',
    category: 'People',
    title: 'Flight risk rising in backend engineering',
    description: 'Four senior engineers show signs of disengagement.',
    recommendation: 'Run stay interviews and review compensation bands.',
    urgency: 'this-week',
    source: 'Workday',
    timeframe: 'Next 60 days',
  },
  {
    id: 'cloud-spend',
    impact: 'low',
    category: 'Finance',
    title: 'Cloud spend 9.5% over budget',
    description: 'Data pipeline workloads grew faster than planned.',
    recommendation: 'Commit to reserved capacity for the steady workloads.',
    urgency: 'this-month',
    source: 'NetSuite',
    timeframe: 'Next 30 days',
  },
] satisfies ExecutiveSignal[];

/**
 * Monthly revenue in dollars: the last three months recorded, then the next 90 days projected,
 * from this month on.
 */
export function revenueForecast(today: Date): Forecast {
  const month = (offset: number) => monthLabel(today, offset);
  return {
    metric: 'Monthly revenue',
    points: [
      { label: month(-3), actual: 2_620_000, forecast: null, low: null, high: null },
      { label: month(-2), actual: 2_710_000, forecast: null, low: null, high: null },
      // The projection starts from the last recorded month so that the lines join.
      {
        label: month(-1),
        actual: 2_800_000,
        forecast: 2_800_000,
        low: 2_800_000,
        high: 2_800_000,
      },
      { label: month(0), actual: null, forecast: 2_880_000, low: 2_800_000, high: 2_960_000 },
      { label: month(1), actual: null, forecast: 2_970_000, low: 2_850_000, high: 3_100_000 },
      { label: month(2), actual: null, forecast: 3_080_000, low: 2_900_000, high: 3_260_000 },
    ],
    confidence: 0.82,
    driver: 'Enterprise renewals and seat expansion',
  };
}

/** Upcoming risks and opportunities; the roadmap at risk is next quarter's. */
export function risksAndOpportunities(today: Date): RiskOpportunity[] {
  return [
    {
      id: 'northwind-renewal',
      kind: 'risk',
      title: 'Northwind renewal slips',
      description: 'A $1.2M account with falling usage renews in 45 days.',
      impact: 'high',
      probability: 55,
      timeframe: 'In 45 days',
      owner: 'CRO',
    },
    {
      id: 'seat-expansion',
      kind: 'opportunity',
      title: 'Seat expansion at five accounts',
      description: 'Usage is above licensed seats; about $1.4M of new ARR.',
      impact: 'high',
      probability: 70,
      timeframe: 'This quarter',
      owner: 'VP Customer Success',
    },
    {
      id: 'backend-hiring',
      kind: 'risk',
      title: `Backend hiring delays the ${quarterLabel(today, 1)} roadmap`,
      description: 'Four of six backend roles are open past 45 days.',
      impact: 'medium',
      probability: 40,
      timeframe: 'Next quarter',
      owner: 'CTO',
    },
    {
      id: 'eu-mid-market',
      kind: 'opportunity',
      title: 'EU mid-market demand',
      description: 'Search demand for workspace analytics is up 40% in the EU.',
      impact: 'medium',
      probability: 45,
      timeframe: 'Next two quarters',
      owner: 'CEO',
    },
    {
      id: 'cloud-costs',
      kind: 'risk',
      title: 'Cloud costs outpace revenue',
      description: 'Infrastructure spend grows 2 points faster than revenue.',
      impact: 'medium',
      probability: 35,
      timeframe: 'Next 60 days',
      owner: 'CFO',
    },
  ];
}

/** The AI panel's actions: next quarter's roadmap, next fiscal year's planning. */
export function aiPanelActions(today: Date): AiPanelActionItem[] {
  return [
    {
      title: 'Approve a retention plan for Northwind',
      priority: 'High',
      description: 'Usage fell 32% before a $1.2M renewal; the account team has a plan ready.',
      system: 'Salesforce',
    },
    {
      title: 'Respond to the competitor price cut',
      priority: 'High',
      description: 'Decide the discount guardrails for the three renewals at stake.',
      system: 'Market Intelligence Feed',
    },
    {
      title: 'Sign off the backend hiring plan',
      priority: 'High',
      description: `Four senior roles are open past 45 days and block the ${quarterLabel(today, 1)} roadmap.`,
      system: 'Workday',
    },
    {
      title: 'Review the Sales & Marketing overspend',
      priority: 'Medium',
      description: 'Spend is 14.8% over budget year to date.',
      system: 'NetSuite',
    },
    {
      title: `Schedule the ${fiscalYearLabel(today, 1)} planning kickoff`,
      priority: 'Low',
      description: 'Leaders asked for dates before the end of the month.',
      system: 'Google Calendar',
    },
  ];
}
