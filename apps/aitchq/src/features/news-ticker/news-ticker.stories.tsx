import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsTicker } from './news-ticker';

const DATA = [1, 2, 3].map((id) => ({
  id,
  type: 'leadership',
  title: `Headline ${id}`,
  content: `Story ${id}`,
  url: `https://news.example/${id}`,
  source: 'HBR',
}));

const meta = {
  title: 'aitchQ/News ticker',
  component: NewsTicker,
} satisfies Meta<typeof NewsTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/news-ticker': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/news-ticker': { json: [] } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/news-ticker': { status: 500, body: 'Internal Server Error' } } },
};
export const WithData: Story = { parameters: { requests: { '/api/news-ticker': { json: DATA } } } };
