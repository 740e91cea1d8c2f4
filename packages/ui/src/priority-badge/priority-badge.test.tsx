import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { PriorityBadge } from './priority-badge';
import { priorityLabel, priorityTone } from './priority-rules';

describe('priorityTone', () => {
  it.each([
    ['High', 'danger'],
    ['high', 'danger'],
    ['Medium', 'warning'],
    ['medium', 'warning'],
    ['Low', 'neutral'],
    ['low', 'neutral'],
  ] as const)('%s is %s', (priority, tone) => {
    expect(priorityTone(priority)).toBe(tone);
  });
});

describe('priorityLabel', () => {
  it('capitalises either spelling', () => {
    expect(priorityLabel('high')).toBe('High');
    expect(priorityLabel('Medium')).toBe('Medium');
    expect(priorityLabel('low')).toBe('Low');
  });
});

describe('PriorityBadge', () => {
  it.each([
    ['high', 'High priority'],
    ['medium', 'Medium priority'],
    ['low', 'Low priority'],
  ] as const)('%s reads %s', (priority, label) => {
    renderWithTheme(<PriorityBadge priority={priority} />);
    expect(screen.getByText(label)).toBeVisible();
  });

  it('takes other words', () => {
    renderWithTheme(<PriorityBadge priority="Low">Low impact</PriorityBadge>);
    expect(screen.getByText('Low impact')).toBeVisible();
  });
});
