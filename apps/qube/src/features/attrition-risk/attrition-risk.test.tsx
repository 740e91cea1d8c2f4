import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_DATA } from '../../data/people';
import { AttritionRisk } from './attrition-risk';

describe('AttritionRisk', () => {
  it('lists the high-risk roles with their level in words', async () => {
    await renderPage(<AttritionRisk attrition={PEOPLE_DATA.attrition} />);
    const card = await screen.findByRole('region', { name: 'Attrition Risk' });
    expect(card).toHaveTextContent('Attrition rate11.2%');
    const roles = within(within(card).getByRole('list', { name: 'High-risk roles' })).getAllByRole(
      'listitem',
    );
    expect(roles.map((role) => role.textContent)).toEqual([
      'Senior Backend EngineerAverage tenure 1.8 yearsHigh · 72% risk',
      'Enterprise Account ExecutiveAverage tenure 1.2 yearsMedium · 64% risk',
      'Product DesignerAverage tenure 2.4 yearsMedium · 55% risk',
      'Data ScientistAverage tenure 1.5 yearsLow · 48% risk',
    ]);
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<AttritionRisk attrition={PEOPLE_DATA.attrition} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Attrition Risk' }),
      'your HRIS',
    );
  });
});
