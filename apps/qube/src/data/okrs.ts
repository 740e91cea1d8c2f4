import type { FunctionOkr, Objective } from '@q/schemas/executive';

/**
 * The company objectives of the current fiscal year (the page names it: `fiscalYearLabel`) and
 * the functions' OKR roll-up (illustrative).
 */

export const COMPANY_OBJECTIVES = [
  {
    id: 'growth',
    title: 'Accelerate enterprise growth',
    progress: 72,
    status: 'on-track',
    keyResults: [
      { title: 'Grow ARR to $36M', progress: 74, status: 'on-track' },
      { title: 'Close 25 new enterprise deals', progress: 56, status: 'at-risk' },
      { title: 'Raise net revenue retention to 120%', progress: 86, status: 'ahead' },
    ],
  },
  {
    id: 'product',
    title: 'Deliver a best-in-class product experience',
    progress: 81,
    status: 'ahead',
    keyResults: [
      { title: 'Ship AI Insights to every plan', progress: 92, status: 'ahead' },
      { title: 'Reach an NPS of 55', progress: 78, status: 'on-track' },
      { title: 'Cut p95 page load to 1.5 s', progress: 72, status: 'on-track' },
    ],
  },
  {
    id: 'team',
    title: 'Build a high-performing team',
    progress: 58,
    status: 'at-risk',
    keyResults: [
      { title: 'Fill 90% of the hiring plan on time', progress: 52, status: 'at-risk' },
      { title: 'Keep regretted attrition under 6%', progress: 70, status: 'on-track' },
      { title: 'Train every people manager in coaching', progress: 40, status: 'behind' },
    ],
  },
  {
    id: 'efficiency',
    title: 'Run the business more efficiently',
    progress: 45,
    status: 'behind',
    keyResults: [
      { title: 'Bring gross margin to 75%', progress: 62, status: 'on-track' },
      { title: 'Lower cloud cost per customer by 15%', progress: 30, status: 'behind' },
      { title: 'Automate 60% of the finance close', progress: 44, status: 'behind' },
    ],
  },
] satisfies Objective[];

export const FUNCTION_OKRS = [
  { name: 'Product', progress: 78, status: 'on-track', objectives: 3, keyResults: 9 },
  { name: 'Engineering', progress: 86, status: 'ahead', objectives: 3, keyResults: 10 },
  { name: 'Sales', progress: 58, status: 'at-risk', objectives: 4, keyResults: 12 },
  { name: 'People', progress: 52, status: 'behind', objectives: 2, keyResults: 7 },
] satisfies FunctionOkr[];
