export type { BadgeProps } from './badge';
export { Badge } from './badge';
export type { BadgeVariant } from './styled';
