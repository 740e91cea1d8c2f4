import type { Signal } from '@q/schemas/executive';
import { quarterLabel } from '@q/schemas/periods';

/**
 * The AI signals of the executive copy (with confidence), newest first (illustrative); the
 * quarters they speak of are today's and the next.
 */
export function sampleSignals(today: Date): Signal[] {
  const thisQuarter = quarterLabel(today);
  const nextQuarter = quarterLabel(today, 1);
  return [
    {
      id: 'competitor-pricing',
      title: 'Competitor cut enterprise pricing by 15%',
      category: 'Market Intelligence',
      priority: 'High',
      source: 'Market Intelligence Feed',
      timestamp: '2 hours ago',
      summary:
        'Northbeam lowered its enterprise plan price by 15% and added free onboarding for annual contracts.',
      impact:
        'Three renewals worth $2.1M close this quarter; procurement teams are likely to ask for a matching discount.',
      actions: [
        'Brief the account teams on the three renewals at stake',
        'Prepare a value comparison for procurement conversations',
        'Agree discount guardrails with Finance',
      ],
      tags: ['pricing', 'competition', 'enterprise'],
      confidence: 0.91,
    },
    {
      id: 'ai-adoption',
      title: 'AI Insights reached 64% of active accounts',
      category: 'Product',
      priority: 'Medium',
      source: 'Product Analytics',
      timestamp: '3 hours ago',
      summary:
        'Adoption of AI Insights grew 12 points this month; accounts using it renew 9 points more often.',
      impact: 'The feature is becoming a main reason to renew and a lever against price pressure.',
      actions: [
        'Feature AI Insights in renewal conversations',
        'Give the product team budget for the next release',
      ],
      tags: ['adoption', 'ai', 'retention'],
      confidence: 0.83,
    },
    {
      id: 'northwind-usage',
      title: 'Usage at Northwind Corp fell 32% in six weeks',
      category: 'Sales Performance',
      priority: 'High',
      source: 'Salesforce',
      timestamp: '5 hours ago',
      summary:
        'Weekly active users at Northwind dropped from 410 to 280 ahead of a $1.2M renewal in 45 days.',
      impact: 'Northwind is the second-largest account; losing it would take 3 points off NRR.',
      actions: [
        'Hold an executive sponsor call this week',
        'Offer a workflow review with Customer Success',
        'Track weekly usage until the renewal',
      ],
      tags: ['churn', 'renewal', 'enterprise'],
      confidence: 0.87,
    },
    {
      id: 'expansion-intent',
      title: 'Five accounts show seat expansion intent',
      category: 'Sales Performance',
      priority: 'Medium',
      source: 'Salesforce',
      timestamp: '6 hours ago',
      summary: 'Active users exceed licensed seats by 15% or more at five mid-market accounts.',
      impact: 'Converting them would add about $1.4M of ARR this quarter.',
      actions: [
        'Send expansion offers to the five accounts',
        `Add the accounts to the ${thisQuarter} forecast`,
      ],
      tags: ['expansion', 'upsell'],
      confidence: 0.81,
    },
    {
      id: 'backend-flight-risk',
      title: 'Flight risk rising in backend engineering',
      category: 'People Operations',
      priority: 'High',
      source: 'Workday',
      timestamp: '1 day ago',
      summary:
        'Four senior backend engineers show lower engagement and more external profile activity.',
      impact: `Losing them would delay the ${nextQuarter} roadmap by about six weeks.`,
      actions: [
        'Run stay interviews this month',
        'Review compensation against the market',
        'Spread on-call load more evenly',
      ],
      tags: ['attrition', 'engineering'],
      confidence: 0.79,
    },
    {
      id: 'mid-market-win-rate',
      title: 'Mid-market win rate rose to 31%',
      category: 'Sales',
      priority: 'Medium',
      source: 'Gong',
      timestamp: '1 day ago',
      summary: 'Deals with a product demo in the first call win 9 points more often.',
      impact: 'Making it the default motion could add $600K of pipeline a quarter.',
      actions: ['Make a first-call demo the default', 'Update the sales playbook'],
      tags: ['win rate', 'playbook'],
      confidence: 0.78,
    },
    {
      id: 'cloud-spend',
      title: 'Cloud spend 9.5% over budget',
      category: 'Finance',
      priority: 'Medium',
      source: 'NetSuite',
      timestamp: '2 days ago',
      summary: 'Data pipeline workloads grew faster than planned in the last two months.',
      impact: 'At this pace infrastructure cost ends the year $500K over plan.',
      actions: ['Commit to reserved capacity for steady workloads', 'Set spend alerts per team'],
      tags: ['cloud', 'budget'],
      confidence: 0.94,
    },
    {
      id: 'eu-demand',
      title: 'Workspace analytics demand up 40% in the EU',
      category: 'Market',
      priority: 'Low',
      source: 'Market Intelligence Feed',
      timestamp: '3 days ago',
      summary:
        'Search interest and analyst mentions for workspace analytics grew sharply in the EU.',
      impact: 'An early presence could win mid-market accounts before competitors localise.',
      actions: ['Size the EU mid-market opportunity', 'Talk to two reseller partners'],
      tags: ['expansion', 'europe'],
      confidence: 0.72,
    },
    {
      id: 'pricing-page',
      title: 'Pricing page conversion dipped 8% after the redesign',
      category: 'Product',
      priority: 'Low',
      source: 'Web Analytics',
      timestamp: '4 days ago',
      summary: 'Fewer visitors start a trial from the new pricing page than from the old one.',
      impact: 'About 40 fewer trials a month if the trend holds.',
      actions: ['Run an A/B test against the old layout'],
      tags: ['conversion', 'web'],
      confidence: 0.68,
    },
  ];
}
