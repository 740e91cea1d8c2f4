import type { ComponentProps, ReactNode } from 'react';
import * as S from './styled';

export interface BadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  variant?: S.BadgeVariant;
  /** The visible text: a badge never carries meaning by colour alone. */
  children: ReactNode;
}

/** A short status label such as 'Live', 'Urgent' or 'Over Budget'. */
export function Badge({ variant = 'default', children, ...rest }: BadgeProps) {
  return (
    <S.Badge $variant={variant} {...rest}>
      {children}
    </S.Badge>
  );
}
