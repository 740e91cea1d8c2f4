import { jsonFetch, renderPage } from '@q/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportReportMenu } from './export-report-menu';
import type { Report } from './report';

type User = NonNullable<Parameters<typeof renderPage>[1]>['user'];

const REPORT: Report = {
  title: 'People',
  isSample: true,
  filters: [],
  sections: [
    {
      title: 'Team',
      tables: [{ id: 'team', title: 'Team', columns: [{ label: 'Name' }], rows: [['Ana']] }],
    },
  ],
};

/** Catches the downloads the menu starts: the file names and their blobs. */
function catchDownloads() {
  const downloads: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these stand in for the two the download uses.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

async function renderMenu(loadReport: () => Promise<Report>, { user }: { user?: User } = {}) {
  await renderPage(
    <>
      <ExportReportMenu page="/qube/people" loadReport={loadReport} />
      <button type="button">Elsewhere</button>
    </>,
    { user },
  );
  return screen.findByRole('button', { name: 'Export Report' });
}

/** The menu's button once its code has loaded: it takes the place of the page's, open. */
const openedTrigger = () => screen.findByRole('button', { name: 'Export Report', expanded: true });

describe('ExportReportMenu', () => {
  it('offers PDF on A4, PDF on Letter and CSV, operated from the keyboard', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu(async () => REPORT);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^PDF/ })).toBeNull();

    trigger.focus();
    await user.keyboard('{Enter}');
    const opened = await openedTrigger();
    const a4 = screen.getByRole('button', { name: 'PDF (A4) The whole page on A4 paper' });
    expect(a4).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^PDF \(US Letter\)/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^CSV/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(a4).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opened).toHaveAttribute('aria-expanded', 'false');
    expect(opened).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /^CSV/ })).toHaveFocus();
  });

  it('opens from the arrows before its code has loaded: ArrowUp on the last choice', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu(async () => REPORT);
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    await openedTrigger();
    expect(screen.getByRole('button', { name: /^CSV/ })).toHaveFocus();
  });

  it('closes when a click or focus goes elsewhere', async () => {
    const user = userEvent.setup();
    await user.click(await renderMenu(async () => REPORT));
    const trigger = await openedTrigger();
    expect(trigger).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows progress while the file is made, then downloads it', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    let resolveReport: (report: Report) => void = () => {};
    const loadReport = vi.fn(
      () =>
        new Promise<Report>((resolve) => {
          resolveReport = resolve;
        }),
    );
    await user.click(await renderMenu(loadReport));
    const trigger = await openedTrigger();
    await user.click(screen.getByRole('button', { name: /^CSV/ }));

    expect(loadReport).toHaveBeenCalledOnce();
    expect(trigger).toHaveTextContent('Exporting CSV…');
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    resolveReport(REPORT);
    await waitFor(() => expect(trigger).toHaveTextContent('Export Report'));
    expect(downloads.map((download) => download.name)).toEqual([
      expect.stringMatching(/^qube-people-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Report downloaded: qube-people-/);
  });

  it('says so when the export fails, and can be tried again', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadReport = vi
      .fn<() => Promise<Report>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(REPORT);
    await user.click(await renderMenu(loadReport));
    const trigger = await openedTrigger();
    await user.click(screen.getByRole('button', { name: /^PDF \(A4\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export failed: the file could not be made. Try again.',
    );
    expect(trigger).toHaveTextContent('Export Report');

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: /^PDF \(A4\)/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/\.pdf$/);
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the server what a signed-in person exported, after the download', async () => {
    const fetchMock = vi.fn(
      jsonFetch({ '/api/auth/me': { user: ALEX }, 'POST /api/reports/exports': { ok: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const downloads = catchDownloads();
    const user = userEvent.setup();
    await user.click(await renderMenu(async () => REPORT, { user: ALEX }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    const trigger = await openedTrigger();
    await user.click(screen.getByRole('button', { name: /^CSV/ }));
    await waitFor(() => expect(exportCalls(fetchMock)).toHaveLength(1));
    expect(downloads).toHaveLength(1);
    expect(exportCalls(fetchMock)[0]).toEqual({ page: '/qube/people', format: 'csv' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: /^PDF \(US Letter\)/ }));
    await waitFor(() => expect(exportCalls(fetchMock)).toHaveLength(2));
    expect(exportCalls(fetchMock)[1]).toEqual({ page: '/qube/people', format: 'pdf' });
    expect(downloads).toHaveLength(2);
  });

  it.each([
    ['answers an error', () => new Response('Not Found', { status: 404 })],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('downloads as ever when the record %s', async (_how, answer) => {
    const fetchMock = vi.fn(
      jsonFetch({ '/api/auth/me': { user: ALEX }, 'POST /api/reports/exports': answer }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const downloads = catchDownloads();
    const user = userEvent.setup();
    await user.click(await renderMenu(async () => REPORT, { user: ALEX }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    await openedTrigger();
    await user.click(screen.getByRole('button', { name: /^CSV/ }));
    await waitFor(() => expect(exportCalls(fetchMock)).toHaveLength(1));
    expect(downloads).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Report downloaded: qube-people-/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('records nothing for a visitor', async () => {
    // Loaded beforehand, the record's schemas would not delay a request past the wait below.
    await import('@q/schemas/audit');
    const fetchMock = vi.fn(jsonFetch({}));
    vi.stubGlobal('fetch', fetchMock);
    const downloads = catchDownloads();
    const user = userEvent.setup();
    await user.click(await renderMenu(async () => REPORT));
    await openedTrigger();
    await user.click(screen.getByRole('button', { name: /^CSV/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exportCalls(fetchMock)).toEqual([]);
  });
});

const ALEX = {
  id: 1,
  email: 'alex@acme.example',
  name: 'Alex Morgan',
  role: 'executive' as const,
  preferences: {},
};

/** The bodies of the export records sent. */
const exportCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/reports/exports' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
