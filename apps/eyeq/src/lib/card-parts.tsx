import type { ReactNode } from 'react';
import * as S from './card-parts.styled';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs in tiles that wrap to the card's width. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <S.Facts>
      {facts.map((fact) => (
        <S.FactTile key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </S.FactTile>
      ))}
    </S.Facts>
  );
}

/** Short items ('System design', 'Search redesign') as a wrapping row of chips. */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <S.Chips>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </S.Chips>
  );
}

export interface CardSectionProps {
  title: string;
  /** Where this part's figures come from, beside its title, when not from the card's badge. */
  badge?: ReactNode;
  /** The part's figures are on their way (`aria-busy`). */
  isBusy?: boolean;
  children: ReactNode;
}

/** A titled part of a card (an h3 under the card's h2). */
export function CardSection({ title, badge, isBusy = false, children }: CardSectionProps) {
  return (
    <S.Section aria-busy={isBusy || undefined}>
      {badge ? (
        <S.SectionHead>
          <S.SectionTitle>{title}</S.SectionTitle>
          {badge}
        </S.SectionHead>
      ) : (
        <S.SectionTitle>{title}</S.SectionTitle>
      )}
      {children}
    </S.Section>
  );
}

/** A short line that says a part has nothing to show ('No upcoming time off'). */
export const EmptyText = S.EmptyText;

/** A plain list of short lines, with bullets that stay out of the way. */
export const BulletList = S.BulletList;
