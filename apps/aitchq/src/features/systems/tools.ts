import type { Tool } from '@q/schemas/manager';

/** A square logo drawn inline (no external host): the product's initial on its brand colour. */
function monogram(letter: string, background: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='${background}'/><text x='16' y='22' font-family='system-ui,sans-serif' font-size='17' font-weight='700' text-anchor='middle' fill='white'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Tools the manager uses day to day (fixed in the page, docs/behaviour.md §2). */
export const TOOLS_YOU_USE: readonly Tool[] = [
  {
    id: 'slack',
    name: 'Slack',
    description: 'Team messaging and channels',
    status: 'operational',
    uptime: 99.98,
    url: 'https://slack.com',
    logo: monogram('S', '#4a154b'),
  },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description: 'Mail, calendar and documents',
    status: 'operational',
    uptime: 99.95,
    url: 'https://workspace.google.com',
    logo: monogram('G', '#1a73e8'),
  },
  {
    id: 'zoom',
    name: 'Zoom',
    description: 'Video meetings',
    status: 'degraded',
    uptime: 98.7,
    url: 'https://zoom.us',
    logo: monogram('Z', '#0b5cff'),
  },
  {
    id: 'notion',
    name: 'Notion',
    description: 'Team wiki and meeting notes',
    status: 'operational',
    uptime: 99.9,
    url: 'https://www.notion.so',
    logo: monogram('N', '#191919'),
  },
];

/** Tools the manager's team owns and runs (fixed in the page, docs/behaviour.md §2). */
export const TOOLS_YOU_OWN: readonly Tool[] = [
  {
    id: 'jira',
    name: 'Jira',
    description: 'Sprint planning and issue tracking',
    status: 'operational',
    uptime: 99.9,
    url: 'https://www.atlassian.com/software/jira',
    logo: monogram('J', '#0052cc'),
  },
  {
    id: 'github',
    name: 'GitHub',
    description: 'Code hosting, reviews and CI',
    status: 'operational',
    uptime: 99.95,
    url: 'https://github.com',
    logo: monogram('G', '#24292f'),
  },
  {
    id: 'datadog',
    name: 'Datadog',
    description: 'Monitoring and alerting',
    status: 'maintenance',
    uptime: 99.5,
    url: 'https://www.datadoghq.com',
    logo: monogram('D', '#632ca6'),
  },
];
