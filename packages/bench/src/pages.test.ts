import { describe, expect, it } from 'vitest';
import { type LighthouseResult, medianByScore } from './pages';

const result = (path: string, score: number): LighthouseResult => ({
  path,
  endedOn: path,
  score,
  lcpMs: score * 1000,
  tbtMs: 0,
  cls: 0,
});

describe('medianByScore', () => {
  it('takes, per page, the whole run with the median score', () => {
    const runs = [
      [result('/a', 0.9), result('/b', 0.99)],
      [result('/a', 0.95), result('/b', 0.7)],
      [result('/a', 0.93), result('/b', 0.98)],
    ];
    expect(medianByScore(runs)).toEqual([result('/a', 0.93), result('/b', 0.98)]);
  });

  it('takes the lower middle of an even number of runs, and a single run as it is', () => {
    expect(medianByScore([[result('/a', 0.9)], [result('/a', 0.8)]])).toEqual([result('/a', 0.8)]);
    expect(medianByScore([[result('/a', 0.9)]])).toEqual([result('/a', 0.9)]);
  });
});
