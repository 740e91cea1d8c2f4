import type { ProductPageContent } from './product-page-content';

/**
 * The words of the Qube product page (docs/behaviour.md §2 "Product pages"). Figures are
 * illustrative.
 */
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
        text: "This year's objectives roll up from Product, Engineering, Sales and People. Key results at risk surface first, with their owners and status.",
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
