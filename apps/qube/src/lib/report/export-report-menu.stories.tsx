import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { peopleReport } from '../../reports/people-report';
import { peopleFigures } from '../people-figures';
import { ExportReportMenu } from './export-report-menu';

const meta = {
  title: 'Qube/Export report menu',
  component: ExportReportMenu,
  args: {
    page: '/qube/people',
    loadReport: async () =>
      peopleReport({ title: 'People' }, peopleFigures(PEOPLE_DATA, undefined)),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExportReportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The People page's report: each choice downloads a real file. */
export const People: Story = {};

/** The report never comes: the button shows its progress for as long. */
export const Exporting: Story = { args: { loadReport: () => new Promise(() => {}) } };

/** The report cannot be made: the failure is said under the button. */
export const Failing: Story = {
  args: { loadReport: async () => Promise.reject(new Error('The exporter could not load.')) },
};
