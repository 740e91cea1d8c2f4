import type { Tone } from '@q/ui';
import { StackList, SubHeading } from '@q/ui';
import styled from 'styled-components';

export const Hint = styled.span<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};
`;

export const SubTitle = SubHeading;

export const Channels = StackList;

export const Channel = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ChannelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A closing line in small muted text. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
