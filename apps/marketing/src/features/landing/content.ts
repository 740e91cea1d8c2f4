/** The words of the landing page (docs/behaviour.md §2 "Landing page"). */

export interface HeadlineMessage {
  keyword: 'Company' | 'People' | 'Work' | 'Career' | 'Signals';
  text: string;
}

/** The rotating headline: five messages, one every HEADLINE_ROTATION_MS. */
export const HEADLINE_MESSAGES: readonly HeadlineMessage[] = [
  { keyword: 'Company', text: 'See how the whole company is doing, in one calm view.' },
  { keyword: 'People', text: 'Lead your people with context, not guesswork.' },
  { keyword: 'Work', text: 'Keep the work that matters moving, blockers first.' },
  { keyword: 'Career', text: 'Grow a career with goals, learning and a clear next step.' },
  { keyword: 'Signals', text: 'Turn scattered signals into the next right action.' },
];

export interface Step {
  title: 'Connect Systems' | 'Role Based Experiences' | 'AI Analyzes' | 'You Take Action';
  text: string;
}

export const HOW_IT_WORKS_STEPS: readonly Step[] = [
  {
    title: 'Connect Systems',
    text: 'Sync your HRIS and ATS in minutes; connect learning, finance, monitoring and chat too.',
  },
  {
    title: 'Role Based Experiences',
    text: 'Executives, managers and individual contributors each get the view that fits their decisions.',
  },
  {
    title: 'AI Analyzes',
    text: 'Q reads the signals across your systems and ranks what needs attention, with the why.',
  },
  {
    title: 'You Take Action',
    text: 'Act on prioritised recommendations, from a hiring plan to a protected focus block.',
  },
];

export interface FeatureCard {
  icon: 'users' | 'sparkles' | 'plug';
  title: string;
  text: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: 'users',
    title: 'Role-adaptive by design',
    text: 'One suite, three dashboards: each role sees the metrics, people and actions it owns.',
  },
  {
    icon: 'sparkles',
    title: 'AI-assisted insights',
    text: 'Signals are summarised, explained and paired with a recommended next step.',
  },
  {
    icon: 'plug',
    title: 'Connected to your stack',
    text: 'BambooHR, Workday and Greenhouse sync today; more tools sync soon.',
  },
];

/** The marketing sample figures of docs/behaviour.md §9, shown in the hero's snapshot. */
export const SNAPSHOT_FIGURES = [
  { label: 'Revenue YTD', value: '$2.4M', note: '108% of target' },
  { label: 'Gross margin', value: '72%', note: 'Healthy' },
  { label: 'Net revenue retention', value: '115%', note: 'Expanding' },
  { label: 'Critical risks', value: '2', note: 'Need attention' },
] as const;
