import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from '../../data/okrs';
import type { OkrView } from './okr-view';
import { OkrsView } from './okrs-view';

/** The view with its state held above it, as the page holds it. */
function ViewWithState() {
  const [view, setView] = useState<OkrView>('company');
  return (
    <OkrsView
      fiscalYear="FY26"
      objectives={COMPANY_OBJECTIVES}
      functions={FUNCTION_OKRS}
      view={view}
      onViewChange={setView}
    />
  );
}

async function renderView() {
  await renderPage(<ViewWithState />, { path: '/qube/okrs' });
  return {
    company: await screen.findByRole('button', { name: 'Company' }),
    functions: screen.getByRole('button', { name: 'Functions' }),
  };
}

describe('OkrsView', () => {
  it('starts on Company: the FY26 objectives with their key results and status in words', async () => {
    const { company, functions } = await renderView();
    expect(company).toHaveAttribute('aria-pressed', 'true');
    expect(functions).toHaveAttribute('aria-pressed', 'false');
    const section = screen.getByRole('region', { name: 'FY26 Company Objectives' });
    const growth = within(section).getByRole('listitem', { name: 'Accelerate enterprise growth' });
    expect(growth).toHaveTextContent('On Track');
    const keyResults = within(growth).getByRole('list', {
      name: 'Key results of Accelerate enterprise growth',
    });
    expect(within(keyResults).getAllByRole('listitem')).toHaveLength(3);
    expect(keyResults).toHaveTextContent('Close 25 new enterprise dealsAt Risk56%');
    expect(section).toHaveTextContent('Ahead');
    expect(section).toHaveTextContent('Behind');
  });

  it('switches to the function cards and back', async () => {
    const user = userEvent.setup();
    const { company, functions } = await renderView();
    await user.click(functions);
    expect(functions).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'FY26 Company Objectives' })).toBeNull();
    const section = screen.getByRole('region', { name: 'OKRs by Function' });
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Product',
      'Engineering',
      'Sales',
      'People',
    ]);
    expect(within(section).getByRole('listitem', { name: 'Sales' })).toHaveTextContent(
      'At Risk58%4 objectives · 12 key results',
    );
    await user.click(company);
    expect(screen.getByRole('region', { name: 'FY26 Company Objectives' })).toBeVisible();
  });

  it('is operated from the keyboard', async () => {
    const user = userEvent.setup();
    const { functions } = await renderView();
    functions.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'OKRs by Function' })).toBeVisible();
  });

  it('says the objectives and the functions are samples, and what would feed them', async () => {
    const user = userEvent.setup();
    const { functions } = await renderView();
    expectSampleDataBadge(
      screen.getByRole('region', { name: 'FY26 Company Objectives' }),
      'Workday or your OKR tool',
    );
    await user.click(functions);
    expectSampleDataBadge(
      screen.getByRole('region', { name: 'OKRs by Function' }),
      'Workday or your OKR tool',
    );
  });
});
