export type { SpinnerProps } from './spinner';
export { Spinner } from './spinner';
export type { SpinnerSize } from './styled';
