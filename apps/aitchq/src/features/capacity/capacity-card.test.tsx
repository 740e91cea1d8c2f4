import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { CapacityCard } from './capacity-card';

const MODEL = {
  currentVelocity: 42,
  targetVelocity: 50,
  teamUtilization: 92,
  additionalEngineersNeeded: 2,
};

describe('CapacityCard', () => {
  it('shows a loading placeholder', async () => {
    stubServer({ '/api/capacity-model': never });
    await renderPage(<CapacityCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading capacity model');
  });

  it('shows velocity, utilisation with its hint, and the hiring need', async () => {
    stubServer({ '/api/capacity-model': MODEL });
    await renderPage(<CapacityCard />);
    expect(await screen.findByText('42 pts')).toBeInTheDocument();
    expect(screen.getByText('92%')).toBeInTheDocument();
    expect(screen.getByText('Above 85%: the team risks burnout')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('says when there is no model', async () => {
    stubServer({ '/api/capacity-model': null });
    await renderPage(<CapacityCard />);
    expect(await screen.findByText('No capacity model data available')).toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    stubServer({ '/api/capacity-model': failure() });
    await renderPage(<CapacityCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load');
  });

  it('says its figures are samples, and what would feed them', async () => {
    stubServer({ '/api/capacity-model': MODEL });
    await renderPage(<CapacityCard />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Capacity Model' }),
      'your project tracker',
    );
  });
});
