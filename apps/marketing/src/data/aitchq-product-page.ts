import type { ProductPageContent } from './product-page-content';

/**
 * The words of the aitchQ product page (docs/behaviour.md §2 "Product pages"). Figures are
 * illustrative.
 */
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
        text: 'SMART goals and OKRs come live from Workday, the capacity model shows whether the team can meet its velocity target, and the budget tracker shows what is left this quarter.',
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
