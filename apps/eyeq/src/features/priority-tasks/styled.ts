import styled from 'styled-components';

export const Task = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A read-only checkbox: it shows the state and takes focus, but nothing here changes it. */
export const Checkbox = styled.input`
  flex-shrink: 0;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: default;
`;

export const TaskBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const TaskHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TaskTitle = styled.label<{ $isDone: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $isDone }) => ($isDone ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $isDone }) => ($isDone ? 'line-through' : 'none')};
  overflow-wrap: anywhere;
`;

export const TaskImpact = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
