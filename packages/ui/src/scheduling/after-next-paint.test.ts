import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs after the next frame, and not when cancelled', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const calls: string[] = [];
    afterNextPaint(() => calls.push('painted'));
    const cancel = afterNextPaint(() => calls.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(0);
    expect(calls).toEqual([]);
    // A frame is 16 ms under fake timers; the callback runs in the task after it.
    vi.advanceTimersByTime(20);
    expect(calls).toEqual(['painted']);
    vi.runAllTimers();
    expect(calls).toEqual(['painted']);
  });

  it('nextPaint resolves after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    let isDone = false;
    const done = nextPaint().then(() => {
      isDone = true;
    });
    await Promise.resolve();
    expect(isDone).toBe(false);
    vi.advanceTimersByTime(20);
    await done;
    expect(isDone).toBe(true);
  });
});
