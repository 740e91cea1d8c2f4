import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, useIsPastFirstPaint } from './use-is-past-first-paint';

function Probe({ renders, onPast }: { renders: boolean[]; onPast?: () => Promise<unknown> }) {
  const isPast = useIsPastFirstPaint(onPast);
  renders.push(isPast);
  return <p>{isPast ? 'the rest' : 'first screen'}</p>;
}

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers = new Set<(list: PerformanceObserverEntryList) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: PerformanceObserverEntryList) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const entries: PerformanceEntry[] = [];
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    entries.filter((entry) => entry.name === name),
  );
  return {
    paint() {
      const entry = { name: 'first-contentful-paint', entryType: 'paint' } as PerformanceEntry;
      entries.push(entry);
      const list = {
        getEntriesByName: (name: string) => (name === entry.name ? [entry] : []),
      } as PerformanceObserverEntryList;
      for (const observer of [...observers]) observer(list);
    },
    observerCount: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, then for the next frame', async () => {
    const timing = fakePaintTiming();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callback).not.toHaveBeenCalled();
    timing.paint();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
    expect(timing.observerCount()).toBe(0);
  });

  it('runs after the next frame on a page that has shown content already', async () => {
    const timing = fakePaintTiming();
    timing.paint();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });

  it('can be cancelled before it runs', async () => {
    const timing = fakePaintTiming();
    const callback = vi.fn();
    const cancel = afterFirstContentfulPaint(callback);
    cancel();
    timing.paint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useIsPastFirstPaint', () => {
  it('is false for the first render, then true once, and stays so', async () => {
    const renders: boolean[] = [];
    const { rerender } = render(<Probe renders={renders} />);
    expect(renders[0]).toBe(false);
    expect(await screen.findByText('the rest')).toBeInTheDocument();
    rerender(<Probe renders={renders} />);
    expect(renders.at(-1)).toBe(true);
    expect(renders.indexOf(true)).toBeGreaterThan(0);
  });

  it('waits for what it started, and goes on when that fails', async () => {
    let settle: (() => void) | undefined;
    const started = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          settle = () => reject(new Error('chunk failed'));
        }),
    );
    render(<Probe renders={[]} onPast={started} />);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('first screen')).toBeInTheDocument();
    settle?.();
    expect(await screen.findByText('the rest')).toBeInTheDocument();
  });
});
