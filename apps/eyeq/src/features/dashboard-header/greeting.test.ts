import { describe, expect, it } from 'vitest';
import { greetingFor, initials } from './greeting';

const persona = { name: 'Taylor Brooks', title: 'Software Engineer II' };

describe('initials', () => {
  it.each([
    ['Jordan Lee', 'JL'],
    ['Cher', 'C'],
    ['Mary Jane Watson', 'MW'],
    ['  tomás   silva ', 'TS'],
    ['', '?'],
    ['   ', '?'],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('greetingFor', () => {
  it('greets a signed-in user by name, with their role', () => {
    expect(greetingFor({ name: 'Jordan Lee', role: 'individual_contributor' }, persona)).toEqual({
      text: 'Welcome back, Jordan Lee',
      detail: 'Individual contributor',
      initials: 'JL',
      isSample: false,
    });
  });

  it.each([null, undefined])('shows the sample persona when nobody is signed in (%s)', (user) => {
    expect(greetingFor(user, persona)).toEqual({
      text: 'Welcome, Taylor Brooks',
      detail: 'Software Engineer II · sample persona',
      initials: 'TB',
      isSample: true,
    });
  });
});
