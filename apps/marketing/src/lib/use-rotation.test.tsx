import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation';

function Rotating({ count = 3, intervalMs = 1000 }: { count?: number; intervalMs?: number }) {
  const rotation = useRotation({ count, intervalMs });
  return (
    <div data-ui="region" {...rotation.pauseHandlers}>
      <p>Item {rotation.index}</p>
      <button type="button" onClick={() => rotation.select(2)}>
        Third
      </button>
      <button type="button" onClick={rotation.toggleStopped}>
        {rotation.isStopped ? 'Play' : 'Pause'}
      </button>
    </div>
  );
}

function preferReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByText(/^Item/).parentElement as HTMLElement;

describe('useRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances once per interval and wraps after the last item', () => {
    render(<Rotating />);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    advance(999);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
  });

  it('pauses while hovered and starts a full interval again when the pointer leaves', () => {
    render(<Rotating />);
    advance(600);
    fireEvent.mouseEnter(region());
    advance(5000);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    advance(999);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });

  it('pauses while focus is inside, also when it moves between controls there', () => {
    render(
      <>
        <Rotating />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Third' }).focus());
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    advance(5000);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(1000);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });

  it('restarts the interval from an item picked by hand', () => {
    render(<Rotating />);
    advance(800);
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    fireEvent.mouseLeave(region());
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    advance(999);
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
  });

  it('stops on request until played again', () => {
    render(<Rotating />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(5000);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(1000);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });

  it('never moves on its own for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<Rotating />);
    advance(10_000);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    expect(screen.getByText('Item 2')).toBeInTheDocument();
  });
});
