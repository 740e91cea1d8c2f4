/** The words of the three product pages (SPEC §2 "Product pages"). Figures are illustrative. */

export interface ProductFeature {
  title: string;
  /** One line on the card. */
  summary: string;
  /** What the selected card shows beside the cards. */
  demo: { heading: string; text: string; points: readonly string[] };
}

export interface ImpactCard {
  value: string;
  label: string;
  text: string;
}

export interface ProductPageContent {
  productName: 'Qube' | 'aitchQ' | 'eyeQ';
  audience: string;
  title: string;
  lead: string;
  features: readonly ProductFeature[];
  impact: readonly ImpactCard[];
  demo: { label: `Try ${'Qube' | 'aitchQ' | 'eyeQ'} Demo`; href: string };
}

export const QUBE_PAGE: ProductPageContent = {
  productName: 'Qube',
  audience: 'For executives and the C-suite',
  title: 'Qube: the executive command center',
  lead: 'Company health, revenue, margin, retention, objectives and AI market intelligence in one calm view, so the leadership team spends its time deciding, not assembling reports.',
  features: [
    {
      title: 'Executive Dashboard',
      summary: 'Company health, KPIs and the signals that matter, at a glance.',
      demo: {
        heading: 'The whole company on one screen',
        text: 'Revenue YTD is $2.4M, 108% of target, with a 72% gross margin and 115% net revenue retention. Two critical risks are flagged for this week.',
        points: [
          'Company Health Index with its trend this quarter',
          'Revenue, margin, retention and risk KPIs',
          'Executive signals ranked by urgency',
        ],
      },
    },
    {
      title: 'OKR Management',
      summary: 'Company and functional objectives, with key results that roll up.',
      demo: {
        heading: 'Objectives that roll up on their own',
        text: 'FY25 objectives roll up from Product, Engineering, Sales and People. Key results at risk surface first, with their owners and status.',
        points: [
          'Company and Functions views',
          'Progress by function',
          'Ahead, on-track, at-risk and behind at a glance',
        ],
      },
    },
    {
      title: 'Financial Analytics',
      summary: 'Budget versus actuals, cash runway and spend-to-impact.',
      demo: {
        heading: 'Where the money goes, and what it buys',
        text: 'Budget lines over plan are flagged with their variance, the cash runway is projected from the monthly burn, and every initiative shows its return.',
        points: [
          'Budget versus actuals by category',
          'Cash runway and burn rate',
          'Spend-to-impact analysis',
        ],
      },
    },
    {
      title: 'AI Market Intelligence',
      summary: 'Market, sales and product signals, summarised with next steps.',
      demo: {
        heading: 'Signals from outside and in',
        text: 'Competitor moves, pipeline shifts and product signals are summarised with why they matter and the recommended actions, searchable and filterable by priority.',
        points: [
          'Signals by category and priority',
          'Why it matters and what to do next',
          'A 90-day forecast with risks and opportunities',
        ],
      },
    },
  ],
  impact: [
    {
      value: '5 hrs',
      label: 'back each week',
      text: 'Board-ready numbers without the spreadsheet chase.',
    },
    {
      value: '2×',
      label: 'faster response to risk',
      text: 'At-risk goals and budget lines surface before the quarter closes.',
    },
    {
      value: '1 view',
      label: 'of the whole business',
      text: 'Revenue, people, goals and risk side by side.',
    },
  ],
  demo: { label: 'Try Qube Demo', href: '/qube' },
};

export const AITCHQ_PAGE: ProductPageContent = {
  productName: 'aitchQ',
  audience: 'For people managers and HR leaders',
  title: 'aitchQ: your management headquarters',
  lead: 'People, performance, recruiting, goals, learning, budget and team capacity in one control room, with a floating AI assistant that helps you prioritise what to act on first.',
  features: [
    {
      title: 'Team & People Insights',
      summary: 'Your team, its HRIS alerts and the insights that need you.',
      demo: {
        heading: 'Know your team before the 1:1',
        text: 'See your reporting line from your director to your direct reports, who is online, upcoming time off and work anniversaries, with management insights you can act on or dismiss.',
        points: [
          'Your Team tree with HRIS integration details',
          'HRIS insights: anniversaries, PTO and timecards',
          'Management insights with recommended actions',
        ],
      },
    },
    {
      title: 'Hiring & Headcount',
      summary: 'Hired, open and planned roles, with recruiting benchmarks.',
      demo: {
        heading: 'Hiring that keeps pace with the plan',
        text: 'Hired, open and planned headcount sit beside team capacity, while time to fill and time to hire are compared against industry benchmarks for every open position.',
        points: [
          'Headcount overview with a capacity hint',
          'Recruiting insights with urgent roles',
          'Span of control and structure health',
        ],
      },
    },
    {
      title: 'Goals, Capacity & Budget',
      summary: 'SMART goals, OKRs, delivery capacity and budget in one place.',
      demo: {
        heading: 'Plans you can deliver',
        text: 'SMART goals and OKRs come live from your HRIS, the capacity model shows whether the team can meet its velocity target, and the budget tracker shows what is left this quarter.',
        points: [
          'SMART goals and OKRs with their data source',
          'Capacity model and key deliverables',
          'Budget versus actual tracker',
        ],
      },
    },
    {
      title: 'AI Assistant & Agents',
      summary: 'An assistant that prioritises your day, and your AI agents at work.',
      demo: {
        heading: 'An assistant that knows your priorities',
        text: 'Ask the floating assistant about priorities, team issues, budget items or agent performance; it answers from your action items. Your AI agents, their tasks and costs sit one section away.',
        points: [
          'Floating AI assistant with urgent items counted',
          'Your agents, their status and spend',
          "Today's Insights news ticker",
        ],
      },
    },
  ],
  impact: [
    {
      value: '30%',
      label: 'less time on status updates',
      text: 'Team, hiring and delivery in one place instead of a dozen tabs.',
    },
    {
      value: '3',
      label: 'urgent items, first',
      text: 'The assistant counts and ranks the high-priority action items.',
    },
    {
      value: '247',
      label: 'employees in one view',
      text: 'The whole organisation, synced from your HRIS.',
    },
  ],
  demo: { label: 'Try aitchQ Demo', href: '/demo' },
};

export const EYEQ_PAGE: ProductPageContent = {
  productName: 'eyeQ',
  audience: 'For individual contributors',
  title: 'eyeQ: your personal productivity hub',
  lead: 'Personal goals, productivity analytics, a learning path, wellness and career progression in a workspace of your own, for growth and impact at a sustainable pace.',
  features: [
    {
      title: 'Personal Goals',
      summary: 'Goals tied to impact, with today’s priority tasks.',
      demo: {
        heading: 'Goals that show your impact',
        text: 'Each personal goal shows its progress, due date and the impact it has on your team, next to the priority tasks for today.',
        points: [
          'Goals with progress and impact',
          "Today's priority tasks",
          'Strategy and direction',
        ],
      },
    },
    {
      title: 'Productivity Analytics',
      summary: 'Task completion, focus and impact scores over time.',
      demo: {
        heading: 'Understand how you work best',
        text: 'Task completion, impact score and a focus score out of 10 sit beside your day streak, so you can see the habits that move your work forward.',
        points: [
          'Task completion and impact score',
          'Focus score out of 10',
          'Day streak and goals progress',
        ],
      },
    },
    {
      title: 'Learning Path',
      summary: 'A personalised path to your next level.',
      demo: {
        heading: 'A clear path to your next level',
        text: 'See your current and next level, the skills you need and the courses that get you there, with progress on each.',
        points: [
          'Career progression',
          'Personalised learning path',
          'Key skills for the next level',
        ],
      },
    },
    {
      title: 'Wellness Dashboard',
      summary: 'Work-life balance, breaks and your best hours.',
      demo: {
        heading: 'Sustainable pace, by design',
        text: 'Work-life balance, stress level, breaks taken and your optimal working time help you protect the energy that good work needs.',
        points: [
          'Work-life balance and mood',
          'Breaks and flexibility used',
          'Your optimal work time',
        ],
      },
    },
  ],
  impact: [
    {
      value: '2 hrs',
      label: 'more focus time a day',
      text: 'Priority tasks tied to the goals they serve.',
    },
    {
      value: '25%',
      label: 'more goals completed',
      text: 'Progress and impact stay visible, week after week.',
    },
    {
      value: '$2,000',
      label: 'learning stipend a year',
      text: 'Put to work on a personalised learning path.',
    },
  ],
  demo: { label: 'Try eyeQ Demo', href: '/eyeq-dashboard' },
};
