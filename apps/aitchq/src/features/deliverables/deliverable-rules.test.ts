import { describe, expect, it } from 'vitest';
import { deliverableDueLabel, earliestDue } from './deliverable-rules';

describe('earliestDue', () => {
  const items = [
    { id: 'c', dueDate: '2025-03-10' },
    { id: 'a', dueDate: '2025-01-01' },
    { id: 'f', dueDate: '2025-12-31' },
    { id: 'b', dueDate: '2025-02-14' },
    { id: 'e', dueDate: '2025-06-30' },
    { id: 'd', dueDate: '2025-04-01' },
  ];
  it('keeps the four earliest due, earliest first', () => {
    expect(earliestDue(items, 4).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('does not reorder the list it is given', () => {
    earliestDue(items, 4);
    expect(items[0]?.id).toBe('c');
  });
  it('keeps the given order of items due the same day', () => {
    const sameDay = [
      { id: 'x', dueDate: '2025-05-05' },
      { id: 'y', dueDate: '2025-05-05' },
      { id: 'w', dueDate: '2025-05-04' },
    ];
    expect(earliestDue(sameDay, 3).map((item) => item.id)).toEqual(['w', 'x', 'y']);
  });
  it('keeps all when there are fewer than the limit', () => {
    expect(earliestDue(items.slice(0, 2), 4)).toHaveLength(2);
  });
});

describe('deliverableDueLabel', () => {
  const today = new Date(2025, 0, 10, 18, 0);
  it('counts days overdue once the date has passed', () => {
    expect(deliverableDueLabel('2025-01-07', today)).toEqual({
      text: '3 days overdue',
      tone: 'overdue',
    });
    expect(deliverableDueLabel('2025-01-09', today).text).toBe('1 day overdue');
  });
  it('says Due today and Due tomorrow', () => {
    expect(deliverableDueLabel('2025-01-10', today)).toEqual({ text: 'Due today', tone: 'soon' });
    expect(deliverableDueLabel('2025-01-11', today)).toEqual({
      text: 'Due tomorrow',
      tone: 'soon',
    });
  });
  it('counts the days left from two days on', () => {
    expect(deliverableDueLabel('2025-01-12', today)).toEqual({
      text: '2 days left',
      tone: 'later',
    });
    expect(deliverableDueLabel('2025-02-10', today).text).toBe('31 days left');
  });
});
