import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './styled';

const meta = {
  title: 'Kit/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Headcount Overview</CardTitle>
        <CardDescription>Hired, open and planned roles this quarter</CardDescription>
      </CardHeader>
      <CardContent>12 hired, 4 open, 6 planned.</CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card>
      <CardContent>A card holds one widget of a dashboard.</CardContent>
    </Card>
  ),
};
