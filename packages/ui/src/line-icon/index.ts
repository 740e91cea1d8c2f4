export type { LineIconProps } from './line-icon';
export { LineIcon } from './line-icon';
