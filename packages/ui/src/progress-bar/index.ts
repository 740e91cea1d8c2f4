export type { ProgressBarProps, ProgressBarTone } from './progress-bar';
export { ProgressBar } from './progress-bar';
export { progressColor, progressPercent } from './progress-rules';
export type { ProgressBarSize } from './styled';
