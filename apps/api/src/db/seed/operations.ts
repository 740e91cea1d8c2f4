import { budgetLines, newsItems, tools } from '../schema.js';
import type { Db } from '../types.js';
import { insertMissing, syncIdSequence } from './fixtures.js';

/** The engineering organisation's tools, its quarterly budget and the news ticker. */

/**
 * A square logo drawn inline: the product's initial on its brand colour. No image comes from
 * another host (the CSP's `img-src` is this origin and `data:`), so no page tells a CDN who
 * looks at it.
 */
function monogram(letter: string, background: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='${background}'/><text x='16' y='22' font-family='system-ui,sans-serif' font-size='17' font-weight='700' text-anchor='middle' fill='white'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const TOOL_FIXTURES = [
  {
    id: 'github',
    name: 'GitHub',
    description: 'Source control, pull requests and Actions CI',
    status: 'operational',
    uptime: 99.98,
    url: 'https://github.com',
    logo: monogram('G', '#181717'),
  },
  {
    id: 'jira',
    name: 'Jira',
    description: 'Sprint planning and issue tracking',
    status: 'operational',
    uptime: 99.95,
    url: 'https://www.atlassian.com/software/jira',
    logo: monogram('J', '#0052cc'),
  },
  {
    id: 'slack',
    name: 'Slack',
    description: 'Team chat and incident channels',
    status: 'operational',
    uptime: 99.99,
    url: 'https://slack.com',
    logo: monogram('S', '#4a154b'),
  },
  {
    id: 'datadog',
    name: 'Datadog',
    description: 'Metrics, APM and alerting',
    status: 'degraded',
    uptime: 99.71,
    url: 'https://www.datadoghq.com',
    logo: monogram('D', '#632ca6'),
  },
  {
    id: 'sentry',
    name: 'Sentry',
    description: 'Error tracking for the web and mobile apps',
    status: 'operational',
    uptime: 99.93,
    url: 'https://sentry.io',
    logo: monogram('S', '#362d59'),
  },
  {
    id: 'pagerduty',
    name: 'PagerDuty',
    description: 'On-call schedules and paging',
    status: 'operational',
    uptime: 99.99,
    url: 'https://www.pagerduty.com',
    logo: monogram('P', '#06ac38'),
  },
  {
    id: 'workday',
    name: 'Workday',
    description: 'HRIS: people data, time off and timecards',
    status: 'maintenance',
    uptime: 99.5,
    url: 'https://www.workday.com',
    logo: monogram('W', '#0875e1'),
  },
  {
    id: 'greenhouse',
    name: 'Greenhouse',
    description: 'Applicant tracking and interview loops',
    status: 'operational',
    uptime: 99.9,
    url: 'https://www.greenhouse.com',
    logo: monogram('G', '#24a47f'),
  },
] as const satisfies readonly Omit<typeof tools.$inferInsert, 'sortOrder'>[];

/** This quarter's engineering budget, in dollars. */
export const BUDGET_FIXTURES = [
  { id: 1, category: 'Personnel', budgeted: '1450000.00', actual: '1312400.00' },
  { id: 2, category: 'Cloud infrastructure', budgeted: '240000.00', actual: '228730.45' },
  { id: 3, category: 'Software & SaaS licences', budgeted: '85000.00', actual: '79120.00' },
  { id: 4, category: 'Contractors', budgeted: '120000.00', actual: '131500.00' },
  { id: 5, category: 'Recruiting', budgeted: '60000.00', actual: '41200.00' },
  { id: 6, category: 'Hardware & equipment', budgeted: '45000.00', actual: '38900.00' },
  { id: 7, category: 'Training & conferences', budgeted: '30000.00', actual: '12450.00' },
  { id: 8, category: 'Travel & team events', budgeted: '18000.00', actual: '9870.50' },
] as const satisfies readonly (typeof budgetLines.$inferInsert)[];

export const NEWS_FIXTURES = [
  {
    id: 1,
    type: 'leadership',
    title: 'Sizing engineering teams',
    content:
      'Teams of six to eight engineers with one manager stay effective; plan the split before a team passes ten.',
    url: 'https://lethain.com/sizing-engineering-teams/',
    source: 'Irrational Exuberance',
  },
  {
    id: 2,
    type: 'ai-tips',
    title: 'Give the assistant the diff, not the repository',
    content:
      'For AI-assisted code review, paste the diff and the interfaces it touches. Whole-repository context dilutes the answer.',
    url: 'https://docs.github.com/en/copilot',
    source: 'GitHub Docs',
  },
  {
    id: 3,
    type: 'domain',
    title: 'The four key metrics of software delivery',
    content:
      'Deployment frequency, lead time for changes, change failure rate and time to restore service: track them per team, not per person.',
    url: 'https://dora.dev/',
    source: 'DORA',
  },
  {
    id: 4,
    type: 'industry',
    title: 'Stack Overflow Developer Survey results',
    content:
      'Most professional developers now use AI tools at work, while trust in their output remains mixed.',
    url: 'https://survey.stackoverflow.co/',
    source: 'Stack Overflow',
  },
  {
    id: 5,
    type: 'prompt',
    title: 'Prompt: prepare a 1:1',
    content:
      '"Summarise this engineer’s merged pull requests, review comments and closed tickets from the last two weeks, and suggest three questions for our 1:1."',
    url: 'https://docs.anthropic.com/en/docs/build-with-claude/prompt-engineering/overview',
    source: 'Anthropic Docs',
  },
  {
    id: 6,
    type: 'leadership',
    title: 'Eliminating toil',
    content:
      'Cap operational work at half of an engineer’s time, and measure toil so it can be engineered away.',
    url: 'https://sre.google/sre-book/eliminating-toil/',
    source: 'Google SRE Book',
  },
  {
    id: 7,
    type: 'domain',
    title: 'Continuous integration, revisited',
    content:
      'Integrate to the mainline at least daily and keep the build fast: a broken build is fixed before anything else.',
    url: 'https://martinfowler.com/articles/continuousIntegration.html',
    source: 'martinfowler.com',
  },
  {
    id: 8,
    type: 'industry',
    title: 'Technology Radar: the latest edition',
    content:
      'Thoughtworks’ twice-yearly view of techniques, platforms, tools and languages to adopt, trial, assess or hold.',
    url: 'https://www.thoughtworks.com/radar',
    source: 'Thoughtworks',
  },
  {
    id: 9,
    type: 'ai-tips',
    title: 'Ask for the tests first',
    content:
      'Have the assistant write failing tests from the acceptance criteria before the implementation; review the tests, then the code.',
    url: 'https://platform.openai.com/docs/guides/prompt-engineering',
    source: 'OpenAI Docs',
  },
  {
    id: 10,
    type: 'prompt',
    title: 'Prompt: summarise a retrospective',
    content:
      '"Group these retro notes into themes, name one owner per action item, and flag anything that was also raised last sprint."',
    url: 'https://www.atlassian.com/team-playbook/plays/retrospective',
    source: 'Atlassian Team Playbook',
  },
] as const satisfies readonly (typeof newsItems.$inferInsert)[];

export async function seedOperations(db: Db): Promise<void> {
  const byId = (row: { id: number | string }) => row.id;
  const toolRows = TOOL_FIXTURES.map((tool, index) => ({ ...tool, sortOrder: index + 1 }));
  await insertMissing(db, tools, tools.id, toolRows, byId);
  if (await insertMissing(db, budgetLines, budgetLines.id, [...BUDGET_FIXTURES], byId)) {
    await syncIdSequence(db, budgetLines);
  }
  if (await insertMissing(db, newsItems, newsItems.id, [...NEWS_FIXTURES], byId)) {
    await syncIdSequence(db, newsItems);
  }
}
