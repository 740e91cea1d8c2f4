import { expectTooltipAfterHoverDelay, renderPage } from '@q/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProvenanceBadge } from './provenance-badge';
import {
  dataSourcesAnswer,
  liveProvenance,
  partialProvenance,
  STALE_CAUSE,
  staleProvenance,
} from './provenance-fixtures';
import { SETTINGS_HINT } from './provenance-rules';
import { failure, never, stubServer } from './test-server';

const NOW = new Date('2026-01-02T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<ProvenanceBadge feed="team" />);
const badge = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-ui="provenance"]');

/** The link, once the tooltip's code has arrived (Radix marks its trigger). */
async function findSettingsLink(name: string) {
  await waitFor(() =>
    expect(screen.getByRole('link', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return screen.getByRole('link', { name });
}

describe('ProvenanceBadge', () => {
  it('keeps its place, silently, while the sources are asked', async () => {
    stubServer({ '/api/data-sources': never });
    const { container } = await render();
    const placeholder = await waitFor(() => {
      const element = badge(container);
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(placeholder).toHaveAttribute('data-state', 'loading');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing when the sources cannot be asked', async () => {
    stubServer({ '/api/data-sources': failure(500) });
    const { container } = await render();
    await waitFor(() => expect(badge(container)).toHaveAttribute('data-state', 'none'));
    expect(badge(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Sample data' when nothing is connected", async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer() });
    await render();
    expect(await screen.findByText('Sample data')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says on keyboard focus what would feed the sample figures', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer() });
    await render();
    const sample = await screen.findByText('Sample data');
    expect(sample).toHaveAttribute('data-provenance', 'sample');
    act(() => sample.focus());
    expect(sample).toHaveAccessibleDescription(
      'Sample figures, not from a connected source. Would come from your HRIS (BambooHR or Workday).',
    );
  });

  it('names the provider and the sync time of live figures, and moves on with the clock', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer({ team: liveProvenance(NOW) }) });
    const { container } = await render();
    await waitFor(() =>
      expect(badge(container)).toHaveTextContent('Live · BambooHR · synced 4 min ago'),
    );
    expect(badge(container)).toHaveAttribute('data-state', 'live');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(badge(container)).toHaveTextContent('Live · BambooHR · synced 5 min ago');
  });

  it('names the missing fields of a partial sync on keyboard focus', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer({ team: partialProvenance(NOW) }) });
    await render();
    const link = await findSettingsLink('Partial · BambooHR · synced 4 min ago');
    expect(link).toHaveAttribute('href', '/settings');
    act(() => link.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Missing from BambooHR: hireDate');
    expect(link).toHaveAccessibleDescription(
      `Missing from BambooHR: hireDate, department ${SETTINGS_HINT}`,
    );
  });

  it('says a stale sync failed and why on keyboard focus, and leads to Settings', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer({ team: staleProvenance(NOW) }) });
    await render();
    const link = await findSettingsLink('Stale · last sync failed 2 h ago');
    expect(link).toHaveAttribute('href', '/settings');
    act(() => link.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(STALE_CAUSE);
    expect(link).toHaveAccessibleDescription(`${STALE_CAUSE} ${SETTINGS_HINT}`);
  });

  it('says why a stale sync failed on hover, after the tooltip delay', async () => {
    stubServer({ '/api/data-sources': dataSourcesAnswer({ team: staleProvenance(NOW) }) });
    await render();
    const link = await findSettingsLink('Stale · last sync failed 2 h ago');
    expectTooltipAfterHoverDelay(link, `${STALE_CAUSE} ${SETTINGS_HINT}`);
  });
});
