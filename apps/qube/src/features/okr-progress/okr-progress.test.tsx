import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUNCTION_OKRS } from '../../data/okrs';
import { OkrProgress } from './okr-progress';

describe('OkrProgress', () => {
  it('draws progress by function with a text alternative and a data table', async () => {
    await renderPage(<OkrProgress functions={FUNCTION_OKRS} />);
    const card = await screen.findByRole('region', { name: 'OKR Progress' });
    expect(
      within(card).getByRole('img', {
        name: 'OKR progress by function: Engineering at 86% (Ahead) leads; People at 52% (Behind) trails.',
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByText('Show data table'));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FunctionProgress',
      'Product · On Track78%',
      'Engineering · Ahead86%',
      'Sales · At Risk58%',
      'People · Behind52%',
    ]);
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<OkrProgress functions={FUNCTION_OKRS} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'OKR Progress' }),
      'Workday or your OKR tool',
    );
  });
});
