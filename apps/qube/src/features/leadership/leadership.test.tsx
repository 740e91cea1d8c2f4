import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../../data/people';
import { Leadership } from './leadership';

describe('Leadership', () => {
  it('shows the leadership figures and a table of departments', async () => {
    await renderPage(<Leadership leadership={PEOPLE_DATA.leadership} />);
    const card = await screen.findByRole('region', { name: 'Leadership Effectiveness' });
    expect(card).toHaveTextContent('Leadership ratio1:8');
    const rows = within(within(card).getByRole('table', { name: 'Departments' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Engineering8587.384%');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<Leadership leadership={PEOPLE_DATA.leadership} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Leadership Effectiveness' }),
      'your HRIS and engagement surveys',
    );
  });
});
