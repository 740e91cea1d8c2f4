import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { HiringPipeline } from './hiring-pipeline';

const meta = {
  title: 'Qube/Hiring pipeline',
  component: HiringPipeline,
  args: { hiring: PEOPLE_DATA.hiring },
} satisfies Meta<typeof HiringPipeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};

/** Computed from Greenhouse: the pipeline by stage, offers answered, channels in applications. */
export const FromGreenhouse: Story = {
  args: {
    hiring: {
      timeToFill: 26,
      pipelineHealth: 1.3,
      pipelineUnit: 'per-opening',
      pipelineStages: [
        { name: 'Phone Screen', applications: 2 },
        { name: 'No stage', applications: 1 },
        { name: 'Onsite', applications: 1 },
      ],
      offerAcceptanceRate: 75,
      offersAnswered: 4,
      sourcingUnit: 'applications',
      sourcingChannels: [
        { name: 'LinkedIn', candidates: 3, percentage: 30 },
        { name: 'Indeed', candidates: 2, percentage: 20 },
        { name: 'Referral', candidates: 2, percentage: 20 },
        { name: 'Agency', candidates: 1, percentage: 10 },
        { name: 'Other', candidates: 2, percentage: 20 },
      ],
    },
    provenance: {
      computedFrom: [
        { provider: 'Greenhouse', syncedAt: '2026-11-27T20:10:02.000Z', isStale: false },
      ],
      sampleFigures: new Set(),
    },
  },
};
