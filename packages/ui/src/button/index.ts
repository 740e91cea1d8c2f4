export type { ButtonLinkProps, ButtonProps } from './button';
export { Button, ButtonLink } from './button';
export { quietIconButton, stretchedButton } from './looks';
export type { ButtonSize, ButtonVariant } from './styled';
