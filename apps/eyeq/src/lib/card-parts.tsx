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
  children: ReactNode;
}

/** A titled part of a card (an h3 under the card's h2). */
export function CardSection({ title, children }: CardSectionProps) {
  return (
    <S.Section>
      <S.SectionTitle>{title}</S.SectionTitle>
      {children}
    </S.Section>
  );
}

/** A plain list of short lines, with bullets that stay out of the way. */
export const BulletList = S.BulletList;
