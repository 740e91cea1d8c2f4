import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './styled';

describe('Card', () => {
  it('renders a titled section with its description and content', () => {
    renderWithTheme(
      <Card aria-labelledby="headcount-title">
        <CardHeader>
          <CardTitle id="headcount-title">Headcount Overview</CardTitle>
          <CardDescription>Hired, open and planned</CardDescription>
        </CardHeader>
        <CardContent>12 open positions</CardContent>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Headcount Overview' });
    expect(card).toHaveTextContent('Hired, open and planned');
    expect(card).toHaveTextContent('12 open positions');
  });

  it('renders the title at the heading level given by `as`', () => {
    renderWithTheme(
      <Card as="article">
        <CardTitle as="h2">Your Team</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your Team' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('renders an h3 title by default', () => {
    renderWithTheme(<CardTitle>HRIS Insights</CardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'HRIS Insights' })).toBeInTheDocument();
  });
});
