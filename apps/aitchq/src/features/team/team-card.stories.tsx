import type { Meta, StoryObj } from '@storybook/react-vite';
import { allLive, dataSourcesAnswer } from '../../lib/provenance-fixtures';
import { TeamCard } from './team-card';

const DATA = [
  {
    id: 1,
    name: 'Dana Director',
    position: 'Director of Engineering',
    managerId: null,
    avatar: null,
  },
  { id: 2, name: 'Sarah Chen', position: 'Engineering Manager', managerId: 1, avatar: null },
  { id: 3, name: 'Ravi Patel', position: 'Senior Engineer', managerId: 2, avatar: null },
  { id: 4, name: 'Mia Wong', position: 'Product Designer', managerId: 2, avatar: null },
];

/** The same people synced from an HRIS: only what it said, one report away soon. */
const SYNCED = DATA.map((person) => ({
  ...person,
  ...(person.id === 2 && { isViewer: true as const }),
  synced: {
    upcomingTimeOff:
      person.id === 3 ? { start: '2026-12-23', end: '2027-01-02', kind: 'Vacation' } : null,
  },
}));

const meta = {
  title: 'aitchQ/Your team',
  component: TeamCard,
  // Where the team comes from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/employees': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/employees': { json: [] } } } };
/** A connected BambooHR that holds no one with the user's work email: the card names it. */
export const NotAmongThePeople: Story = {
  parameters: {
    requests: {
      '/api/employees': { json: [] },
      '/api/data-sources': { json: allLive(Date.now()) },
    },
  },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/employees': { status: 500, body: 'Internal Server Error' } } },
};
export const WithData: Story = { parameters: { requests: { '/api/employees': { json: DATA } } } };
/** The team synced from BambooHR: the badge, and the real sources in Integration Details. */
export const WithConnectedSources: Story = {
  parameters: {
    requests: {
      '/api/employees': { json: SYNCED },
      '/api/data-sources': { json: allLive(Date.now()) },
    },
  },
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const toggle = [...canvasElement.querySelectorAll('button')].find(
        (button) => button.textContent === 'Integration Details',
      );
      if (toggle && canvasElement.querySelector('[data-provenance="live"]')) {
        toggle.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};

/** A synced person as the server answers one. */
const syncedPerson = (id: number, managerId: number | null, name = `Report ${id}`) => ({
  id,
  name,
  position: 'Software Engineer',
  managerId,
  avatar: null,
  synced: { upcomingTimeOff: null },
});

/**
 * A synced team of 100 direct reports, larger than a page: the first 50 with "Showing 50 of 100
 * direct reports" and "Show more", which asks `/api/team/reports` for the other 50.
 */
export const LargeTeam: Story = {
  parameters: {
    requests: {
      '/api/employees': {
        json: [
          syncedPerson(1, null, 'Dana Director'),
          { ...syncedPerson(2, 1, 'Sarah Chen'), isViewer: true, directReportCount: 100 },
          ...Array.from({ length: 50 }, (_, i) => syncedPerson(11 + i, 2)),
        ],
      },
      '/api/team/reports': {
        json: {
          reports: Array.from({ length: 50 }, (_, i) => syncedPerson(61 + i, 2)),
          next: null,
        },
      },
      '/api/data-sources': { json: allLive(Date.now()) },
    },
  },
};

/** "Show more" pressed and the page failing: the card says so and offers to try again. */
export const LargeTeamPageFailed: Story = {
  parameters: {
    requests: {
      ...LargeTeam.parameters?.requests,
      '/api/team/reports': { status: 500, body: 'Internal Server Error' },
    },
  },
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const button = [...canvasElement.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Show more',
      );
      if (button) {
        button.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
