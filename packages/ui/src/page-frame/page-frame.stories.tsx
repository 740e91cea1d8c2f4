import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { PageFrame, PageHeader } from './page-frame';

const SECTIONS = [
  { path: '/qube', label: 'Overview' },
  { path: '/qube/okrs', label: 'OKRs' },
  { path: '/qube/people', label: 'People' },
];

const meta = {
  title: 'Kit/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'eyeQ',
    brandLabel: 'eyeQ home',
    dashboard: 'eyeq',
    renderCurrent: (props) => <a href="/eyeq-dashboard" {...props} />,
    children: (
      <PageHeader
        title="Personal Dashboard"
        appName="eyeQ"
        description="Your personal workspace for growth and impact"
      />
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand and dashboard switcher: a dashboard of one page. */
export const OnePage: Story = {};

/** A dashboard with sections of its own, on a sub-page with its way back and its actions. */
export const WithSections: Story = {
  args: {
    brand: 'Qube',
    brandLabel: undefined,
    dashboard: 'qube',
    renderCurrent: (props) => <a href="/qube" {...props} />,
    sections: {
      label: 'Executive sections',
      items: SECTIONS,
      renderLink: (section) => (
        <a href={section.path} aria-current={section.path === '/qube/okrs' ? 'page' : undefined}>
          {section.label}
        </a>
      ),
    },
    children: (
      <PageHeader
        title="OKRs"
        appName="Qube"
        description="FY25 objectives and key results, company-wide and by function."
        backLink={<a href="/qube">Back to Dashboard</a>}
        actions={<Button variant="outline">Export Report</Button>}
      />
    ),
  },
};
