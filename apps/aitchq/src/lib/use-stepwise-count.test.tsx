import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStepwiseCount } from './use-stepwise-count';

function Probe({ total, counts }: { total: number; counts: number[] }) {
  const count = useStepwiseCount(total);
  counts.push(count);
  return <p>{`${count} of ${total}`}</p>;
}

describe('useStepwiseCount', () => {
  it('starts at one and adds one per step, up to the total', async () => {
    const counts: number[] = [];
    render(<Probe total={4} counts={counts} />);
    expect(counts[0]).toBe(1);
    expect(await screen.findByText('4 of 4')).toBeInTheDocument();
    const distinct = counts.filter((count, index) => count !== counts[index - 1]);
    expect(distinct).toEqual([1, 2, 3, 4]);
  });

  it('shows nothing of nothing', () => {
    const counts: number[] = [];
    render(<Probe total={0} counts={counts} />);
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });
});
