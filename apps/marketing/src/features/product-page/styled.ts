import { listReset } from '@q/ui';
import styled, { keyframes } from 'styled-components';

export {
  Actions,
  Band,
  BandButton,
  BandLink,
  BandText,
  BandTitle,
  Eyebrow,
  Hero,
  HeroTitle as Title,
  Section,
  SectionHead,
  SectionTitle,
} from '../../lib/sections.styled';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

export const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: center;
  max-width: 52rem;
  margin: 0 auto;
  text-align: center;
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Carousel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

export const Tabs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Tab = styled.button`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast} ease,
    box-shadow ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primarySubtle};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const TabTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const TabSummary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Fills along the bottom of the selected card until the next one is selected. */
export const Countdown = styled.span<{ $durationMs: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  background-color: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  animation: ${fill} ${({ $durationMs }) => $durationMs}ms linear both;
`;

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const PanelBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  animation: ${fadeIn} ${({ theme }) => theme.durations.slow} ease both;
`;

export const PanelEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const PanelHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex-shrink: 0;
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const PanelFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ImpactGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

export const ImpactCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  text-align: center;

  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ImpactValue = styled.p`
  && {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

export const ImpactLabel = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Caption = styled.p`
  margin: ${({ theme }) => theme.space[4]} auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
