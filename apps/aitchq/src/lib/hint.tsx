import styled from 'styled-components';
import { AlertTriangleIcon, CheckCircleIcon } from './icons';

/** A rule's verdict on a figure: its tone and the words shown (never colour alone). */
export interface Hint {
  tone: 'good' | 'warning';
  text: string;
}

export function HintText({ hint }: { hint: Hint }) {
  return (
    <Line $tone={hint.tone} data-tone={hint.tone}>
      {hint.tone === 'good' ? <CheckCircleIcon size={16} /> : <AlertTriangleIcon size={16} />}
      <span>{hint.text}</span>
    </Line>
  );
}

const Line = styled.p<{ $tone: Hint['tone'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.colors.successText : theme.colors.warningText};

  svg {
    flex: none;
  }
`;
