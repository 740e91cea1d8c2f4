import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { theme } from '../theme';
import { Columns, GridList, PageStack, StackList, StatTile, SubHeading, Tile } from '.';

describe('StackList and Tile', () => {
  it('stack a list without bullets, space 3 apart, of bordered tiles', () => {
    renderWithTheme(
      <StackList aria-label="Signals">
        <Tile>First</Tile>
        <Tile>Second</Tile>
      </StackList>,
    );
    const list = screen.getByRole('list', { name: 'Signals' });
    expect(list).toHaveStyle({
      display: 'flex',
      'flex-direction': 'column',
      gap: theme.space[3],
      'list-style': 'none',
      padding: '0px',
    });
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveStyle({
      gap: theme.space[2],
      padding: theme.space[3],
      'border-radius': theme.radii.md,
    });
  });

  it('take their gaps and padding from the theme scale, and an ordered list when asked', () => {
    renderWithTheme(
      <StackList as="ol" $gap={4} aria-label="Courses">
        <Tile $gap={1} $padding={[3, 4]}>
          Course
        </Tile>
      </StackList>,
    );
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveStyle({ gap: theme.space[4] });
    expect(screen.getByRole('listitem')).toHaveStyle({
      gap: theme.space[1],
      padding: `${theme.space[3]} ${theme.space[4]}`,
    });
  });
});

describe('SubHeading', () => {
  it('is a level-3 heading, with a tight line height when asked', () => {
    renderWithTheme(
      <>
        <SubHeading>Loose</SubHeading>
        <SubHeading $isTight>Tight</SubHeading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Loose' })).toHaveStyle({
      'font-size': theme.fontSizes.md,
    });
    expect(screen.getByRole('heading', { name: 'Loose' })).not.toHaveStyle({
      'line-height': theme.lineHeights.tight,
    });
    expect(screen.getByRole('heading', { name: 'Tight' })).toHaveStyle({
      'line-height': theme.lineHeights.tight,
    });
  });
});

describe('PageStack and Columns', () => {
  it("stack a page's widgets, and put two columns side by side from the large breakpoint", () => {
    renderWithTheme(
      <PageStack data-testid="stack">
        <Columns $first={1} $second={2} data-testid="columns">
          <div>Health</div>
          <div>KPIs</div>
        </Columns>
      </PageStack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({
      display: 'flex',
      'flex-direction': 'column',
      gap: theme.space[6],
    });
    expect(screen.getByTestId('columns')).toHaveStyle({
      display: 'grid',
      'grid-template-columns': 'minmax(0, 1fr)',
      gap: theme.space[6],
    });
  });
});

describe('GridList', () => {
  it('lays a list without bullets out in one column, its items space 4 apart by default', () => {
    renderWithTheme(
      <GridList $columns={{ md: 2, xl: 4 }} aria-label="Deliverables">
        <li>One</li>
        <li>Two</li>
      </GridList>,
    );
    expect(screen.getByRole('list', { name: 'Deliverables' })).toHaveStyle({
      display: 'grid',
      'grid-template-columns': 'minmax(0, 1fr)',
      gap: theme.space[4],
      'list-style': 'none',
      padding: '0px',
    });
  });

  it('takes its gap from the theme scale', () => {
    renderWithTheme(
      <GridList $columns={{ sm: 2 }} $gap={3} aria-label="Actions">
        <li>One</li>
      </GridList>,
    );
    expect(screen.getByRole('list', { name: 'Actions' })).toHaveStyle({ gap: theme.space[3] });
  });
});

describe('StatTile', () => {
  it('shows a label above its figure, the figure bold and large', () => {
    renderWithTheme(
      <dl>
        <StatTile>
          <dt>Hired</dt>
          <dd>12</dd>
        </StatTile>
      </dl>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Hired');
    expect(screen.getByRole('definition')).toHaveStyle({
      'font-size': theme.fontSizes.xl,
      'font-weight': String(theme.fontWeights.bold),
    });
  });
});
