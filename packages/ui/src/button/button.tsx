import type { ComponentProps } from 'react';
import * as S from './styled';

interface ButtonStyleProps {
  /** Defaults to 'primary'. */
  variant?: S.ButtonVariant;
  /** Defaults to 'md'; 'icon' is a square for an icon-only button (give it an `aria-label`). */
  size?: S.ButtonSize;
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {}

/** A button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <S.Button type={type} $variant={variant} $size={size} {...rest} />;
}

export interface ButtonLinkProps extends ComponentProps<'a'>, ButtonStyleProps {}

/** A link that looks like a button: navigation, not an action. */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <S.Button as="a" $variant={variant} $size={size} {...rest} />;
}
