import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns, GridList, PageStack, StackList, StatTile, SubHeading, Tile } from '.';

const meta = {
  title: 'Kit/Layout',
  component: StackList,
} satisfies Meta<typeof StackList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TilesInAStack: Story = {
  render: () => (
    <StackList aria-label="Market signals">
      <Tile>
        <SubHeading>Competitor pricing change</SubHeading>A rival cut its entry plan by 15%.
      </Tile>
      <Tile $padding={[3, 4]}>
        <SubHeading $isTight>Hiring demand</SubHeading>Senior engineers are harder to hire.
      </Tile>
    </StackList>
  ),
};

export const OrderedAndWider: Story = {
  render: () => (
    <StackList as="ol" $gap={4} aria-label="Learning path">
      <Tile $gap={1}>1. Foundations</Tile>
      <Tile $gap={1}>2. Practice</Tile>
      <Tile $gap={1}>3. Mastery</Tile>
    </StackList>
  ),
};

export const PageColumns: Story = {
  render: () => (
    <PageStack>
      <Columns $first={1} $second={2}>
        <Tile as="div">One fraction</Tile>
        <Tile as="div">Two fractions</Tile>
      </Columns>
      <Columns>
        <Tile as="div">Even</Tile>
        <Tile as="div">Even</Tile>
      </Columns>
    </PageStack>
  ),
};

/** One column, two from the medium breakpoint, four from the extra-large one. */
export const GridOfTiles: Story = {
  render: () => (
    <GridList $columns={{ md: 2, xl: 4 }} aria-label="Deliverables">
      <Tile>Design review</Tile>
      <Tile>API launch</Tile>
      <Tile>Hiring plan</Tile>
      <Tile>Q4 budget</Tile>
    </GridList>
  ),
};

export const KeyFigures: Story = {
  render: () => (
    <Columns as="dl">
      <StatTile>
        <dt>Hired</dt>
        <dd>148</dd>
      </StatTile>
      <StatTile>
        <dt>Open</dt>
        <dd>12</dd>
      </StatTile>
    </Columns>
  ),
};
