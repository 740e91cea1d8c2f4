import { StatTile } from '@q/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

/** The kit's tile, its figure set tight, with a line of context under it. */
const Stat = styled(StatTile)`
  dd {
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  dd + dd {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface StatItem {
  label: string;
  value: ReactNode;
  /** A line of context under the value. */
  hint?: ReactNode;
  /** A badge under it all: 'Sample data' for a sample figure in a computed widget. */
  badge?: ReactNode;
}

/** Key figures as label/value pairs, in tiles that wrap to the width. */
export function StatList({ items }: { items: readonly StatItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Stat key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
          {item.hint && <dd>{item.hint}</dd>}
          {item.badge && <dd>{item.badge}</dd>}
        </Stat>
      ))}
    </List>
  );
}
