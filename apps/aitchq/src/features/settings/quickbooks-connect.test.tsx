import { TEST_SYNC_RUN, TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../lib/test-server';
import { quickbooksConnectPath, quickbooksOutcomeNote } from './integration-rules';
import { IntegrationsPanel } from './integrations-panel';
import { ADMIN_ACCESS, ORGANISATION_PATH } from './organisation-fixtures';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const QUICKBOOKS = {
  ...TEST_WORKDAY_RECORD,
  id: 11,
  systemType: 'financial' as const,
  systemName: 'quickbooks' as const,
  apiEndpoint: 'https://quickbooks.api.intuit.com',
  configData: { clientId: 'ABc123' },
  webhookUrl: null,
  syncAvailable: true,
  lastRun: { ...TEST_SYNC_RUN, integrationId: 11 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

const render = () => renderPage(<IntegrationsPanel />, { path: '/settings', user: SARAH });

describe('quickbooksOutcomeNote', () => {
  it('words each outcome Intuit’s return names, and nothing else', () => {
    expect(quickbooksOutcomeNote('?quickbooks=connected')).toEqual({
      text: 'QuickBooks is connected. Press Sync now to read its figures.',
      tone: 'info',
    });
    expect(quickbooksOutcomeNote('?quickbooks=cancelled')?.tone).toBe('warning');
    expect(quickbooksOutcomeNote('?quickbooks=refused')?.text).toContain('Client ID');
    expect(quickbooksOutcomeNote('?quickbooks=failed')?.text).toContain('Connect QuickBooks again');
    expect(quickbooksOutcomeNote('?quickbooks=<script>')).toBeNull();
    expect(quickbooksOutcomeNote('')).toBeNull();
  });

  it('connects through the server, never straight to Intuit', () => {
    expect(quickbooksConnectPath(11)).toBe('/api/system-integrations/11/quickbooks/connect');
  });
});

describe('the Financial card with QuickBooks', () => {
  it('offers Connect QuickBooks and Sync now', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, '/api/system-integrations': [QUICKBOOKS] });
    await render();
    const financial = await screen.findByRole('region', { name: 'Financial' });
    const connect = await within(financial).findByRole('link', { name: 'Connect QuickBooks' });
    expect(connect).toHaveAttribute('href', '/api/system-integrations/11/quickbooks/connect');
    const sync = within(financial).getByRole('region', { name: 'Data sync' });
    expect(within(sync).getByRole('button', { name: 'Sync now (Financial)' })).toBeVisible();
  });

  it('says it is not connected before consent, with Connect QuickBooks as the next step', async () => {
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, '/api/system-integrations': [QUICKBOOKS] });
    await render();
    const financial = await screen.findByRole('region', { name: 'Financial' });
    const connect = await within(financial).findByRole('link', { name: 'Connect QuickBooks' });
    expect(connect).toHaveAttribute('data-variant', 'primary');
    expect(within(financial).getByText('Not connected yet')).toBeVisible();
    expect(within(financial).queryByText('Connected to QuickBooks')).toBeNull();
  });

  it('says it is connected once consent was given, and offers to connect again', async () => {
    stubServer({
      [ORGANISATION_PATH]: ADMIN_ACCESS,
      '/api/system-integrations': [{ ...QUICKBOOKS, consented: true }],
    });
    await render();
    const financial = await screen.findByRole('region', { name: 'Financial' });
    const again = await within(financial).findByRole('link', {
      name: 'Connect QuickBooks again',
    });
    expect(again).toHaveAttribute('href', '/api/system-integrations/11/quickbooks/connect');
    expect(again).toHaveAttribute('data-variant', 'outline');
    expect(within(financial).getByText('Connected to QuickBooks')).toBeVisible();
    expect(within(financial).queryByRole('link', { name: 'Connect QuickBooks' })).toBeNull();
  });

  it('says how connecting went when Intuit sent the browser back', async () => {
    window.history.replaceState(null, '', '/settings?quickbooks=connected');
    stubServer({ [ORGANISATION_PATH]: ADMIN_ACCESS, '/api/system-integrations': [QUICKBOOKS] });
    await render();
    expect(
      await screen.findByText('QuickBooks is connected. Press Sync now to read its figures.'),
    ).toBeVisible();
  });
});
