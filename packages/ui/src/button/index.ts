export type { ButtonLinkProps, ButtonProps } from './button';
export { Button, ButtonLink } from './button';
export type { ButtonSize, ButtonVariant } from './styled';
