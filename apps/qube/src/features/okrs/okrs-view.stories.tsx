import { fiscalYearLabel } from '@q/schemas/periods';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from '../../data/okrs';
import { OkrsView, type OkrsViewProps } from './okrs-view';

/** The view with its state held above it, as the page holds it, so the toggle works here too. */
function OkrsViewWithState(props: OkrsViewProps) {
  const [view, setView] = useState(props.view);
  return <OkrsView {...props} view={view} onViewChange={setView} />;
}

const meta = {
  title: 'Qube/OKRs view',
  component: OkrsView,
  args: {
    fiscalYear: fiscalYearLabel(new Date()),
    objectives: COMPANY_OBJECTIVES,
    functions: FUNCTION_OKRS,
    view: 'company',
    onViewChange: () => {},
  },
  render: (args) => <OkrsViewWithState {...args} />,
} satisfies Meta<typeof OkrsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company view (the default); the toggle switches to Functions. */
export const WithData: Story = {};
export const Functions: Story = { args: { view: 'functions' } };
export const Empty: Story = { args: { objectives: [], functions: [] } };
