import styled from 'styled-components';

/**
 * The AI Assistant tab's own pieces; the rest is the settings' (`styled.ts`: the form, fields,
 * switch, notes) and the Audit Log's section, header and alert lines (`audit-styled.ts`).
 */

/** The state badge beside the title: above the explanation's end on a phone. */
export const State = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One request body, as it would be sent: scrolled sideways, never wider than the page. */
export const RequestBody = styled.pre`
  max-height: 24rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  overflow: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A request's heading: the step it is. */
export const StepTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A line of the preview: where the requests go, that nothing was sent. */
export const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
