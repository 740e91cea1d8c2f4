import { StackList, SubHeading, Tile } from '@q/ui';
import styled from 'styled-components';

export const Courses = styled(StackList).attrs({ as: 'ol' })``;

export const Course = styled(Tile).attrs({ $padding: [3, 4] as const })``;

export const CourseHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CourseTitle = styled(SubHeading).attrs({ $isTight: true })``;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
