import type { ReactNode } from 'react';
import { useId } from 'react';
import * as S from './styled';

export interface CollapsibleSectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Starts closed when true; open by default. */
  defaultCollapsed?: boolean;
  children: ReactNode;
  /** Controls shown in the header, beside the toggle (they do not toggle the section). */
  actions?: ReactNode;
  id?: string;
  /** Heading level of the title; 'h2' by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A titled section whose body opens and closes from a header button. */
export function CollapsibleSection({
  title,
  subtitle,
  defaultCollapsed = false,
  children,
  actions,
  id,
  titleAs = 'h2',
}: CollapsibleSectionProps) {
  const subtitleId = useId();
  return (
    <S.Root id={id} defaultOpen={!defaultCollapsed}>
      <S.Header>
        <S.TitleBlock>
          <S.Heading as={titleAs}>
            <S.Trigger aria-describedby={subtitle ? subtitleId : undefined}>
              <S.Chevron viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                  clipRule="evenodd"
                />
              </S.Chevron>
              <span>{title}</span>
            </S.Trigger>
          </S.Heading>
          {subtitle && <S.Subtitle id={subtitleId}>{subtitle}</S.Subtitle>}
        </S.TitleBlock>
        {actions && <S.Actions>{actions}</S.Actions>}
      </S.Header>
      <S.Content>
        <S.Body>{children}</S.Body>
      </S.Content>
    </S.Root>
  );
}
