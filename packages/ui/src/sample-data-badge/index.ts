export type { SampleDataBadgeProps } from './sample-data-badge';
export { SAMPLE_DATA_LABEL, SampleDataBadge, sampleDataExplanation } from './sample-data-badge';
