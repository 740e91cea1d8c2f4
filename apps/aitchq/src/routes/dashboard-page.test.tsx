import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, stubServer } from '../lib/test-server';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('lays out the header and the sections in the spec order', async () => {
    stubServer({
      '/api/employees': never,
      '/api/hris-insights': never,
      '/api/headcount-metrics': never,
      '/api/ats-insights': never,
      '/api/systems-status': never,
      '/api/workday/goals': never,
      '/api/workday/okrs': never,
      '/api/capacity-model': never,
      '/api/management-insights': never,
      '/api/budget-tracker': never,
      '/api/news-ticker': never,
    });
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /your management headquarters/i }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      "Today's Insights",
      'Performance & People Management',
      'Management Insights',
      'Goals & Objectives',
      'HR Operations',
      'Talent Acquisition',
      'Systems & Financial Overview',
    ]);
    for (const title of [
      'Your Team',
      'SMART Goals Progress',
      'OKRs Status',
      'HRIS Insights',
      'Headcount Overview',
      'Recruiting Insights',
      'Capacity Model',
      'Systems & Tools',
      'Budget vs Actual Tracker',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
