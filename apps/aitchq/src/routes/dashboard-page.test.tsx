import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, stubServer } from '../lib/test-server';
import { DashboardPage } from './dashboard-page';

/** Every call the page makes, left unanswered: the in-page widgets need none of them. */
const SILENT_SERVER = Object.fromEntries(
  [
    '/api/employees',
    '/api/hris-insights',
    '/api/headcount-metrics',
    '/api/ats-insights',
    '/api/systems-status',
    '/api/workday/goals',
    '/api/workday/okrs',
    '/api/capacity-model',
    '/api/management-insights',
    '/api/budget-tracker',
    '/api/news-ticker',
    '/api/data-sources',
  ].map((path) => [path, never]),
);

/**
 * How long to wait for the later sections, which load and render a section at a time after the
 * first screen: whole-page renders take seconds in jsdom on a busy machine. A wait, not a timing.
 */
const LATER_SECTIONS_WAIT_MS = 60_000;

/**
 * Waits for the last of the later sections. By its text, not its role: a role query walks the
 * whole page's accessibility tree on every poll, which in jsdom starves the very renders it waits
 * for.
 */
async function waitForLastSection() {
  await screen.findByText(
    'Systems & Financial Overview',
    { selector: 'h2' },
    { timeout: LATER_SECTIONS_WAIT_MS },
  );
}

/** Role queries over the whole page are slow in jsdom: seconds each when the machine is busy. */
const WHOLE_PAGE_TEST_MS = 90_000;

describe('DashboardPage', () => {
  it(
    'lays out the header and the sections in the documented order',
    async () => {
      stubServer(SILENT_SERVER);
      await renderPage(<DashboardPage />, { path: '/dashboard' });
      expect(
        await screen.findByRole('heading', { level: 1, name: /your management headquarters/i }),
      ).toBeInTheDocument();
      // The first screen renders first; the other sections follow.
      await waitForLastSection();
      const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(sections).toEqual([
        "Today's Insights",
        'Key Deliverables',
        'Performance & People Management',
        'Management Insights',
        'Goals & Objectives',
        'Learning & Development',
        'HR Operations',
        'Talent Acquisition',
        'Systems & Financial Overview',
      ]);
      for (const title of [
        'Your Team',
        'Your Agents',
        'Span of Control',
        'Productivity Intelligence',
        'SMART Goals Progress',
        'OKRs Status',
        'Recommended Trainings',
        'HRIS Insights',
        'Headcount Overview',
        'Recruiting Insights',
        'Capacity Model',
        'Systems & Tools',
        'Budget vs Actual Tracker',
      ]) {
        expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      }
      const deliverables = screen.getByRole('region', { name: 'Key Deliverables' });
      expect(within(deliverables).getAllByRole('heading', { level: 3 })).toHaveLength(4);
      expect(
        screen.getByRole('button', { name: 'Open AI assistant, 3 high-priority items' }),
      ).toBeInTheDocument();
    },
    WHOLE_PAGE_TEST_MS,
  );

  it(
    'puts the four people widgets, in order, under Performance & People Management',
    async () => {
      stubServer(SILENT_SERVER);
      await renderPage(<DashboardPage />, { path: '/dashboard' });
      await waitForLastSection();
      const section = screen.getByRole('region', { name: 'Performance & People Management' });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Your Team', 'Your Agents', 'Span of Control', 'Productivity Intelligence']);
    },
    WHOLE_PAGE_TEST_MS,
  );
});
