import { Badge, listReset, VisuallyHidden } from '@q/ui';
import styled from 'styled-components';
import { TAGS_SHOWN } from './constants';
import { limitList, moreLabel } from './limits';

export interface TagListProps {
  tags: readonly string[];
  /** The list's accessible name ('Tags', 'Depends on'). */
  label: string;
  /** How many are shown before '+N' (docs/behaviour.md §9: 2). */
  limit?: number;
}

/** Tags as chips: the first few, then '+N' for the rest (read as 'and N more'). Nothing when empty. */
export function TagList({ tags, label, limit = TAGS_SHOWN }: TagListProps) {
  const { shown, hiddenCount } = limitList(tags, limit);
  if (shown.length === 0) return null;
  return (
    <Tags aria-label={label}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral">{tag}</Badge>
        </li>
      ))}
      {hiddenCount > 0 && (
        <li>
          <Badge variant="outline">
            <span aria-hidden="true">{moreLabel(hiddenCount)}</span>
            <VisuallyHidden>and {hiddenCount} more</VisuallyHidden>
          </Badge>
        </li>
      )}
    </Tags>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  ${listReset}
`;
