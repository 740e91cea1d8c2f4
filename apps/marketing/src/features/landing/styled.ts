import { listReset } from '@q/ui';
import styled, { keyframes } from 'styled-components';

export {
  Actions,
  Band,
  BandButton,
  BandLink as BandGhostLink,
  BandText,
  BandTitle,
  CardGrid,
  Eyebrow,
  Hero,
  HeroTitle as Title,
  Section,
  SectionHead,
  SectionTitle,
} from '../../lib/sections.styled';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(0.25rem); }
  to { opacity: 1; transform: none; }
`;

export const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  max-width: 72rem;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

export const HeroCopy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: start;
  min-width: 0;
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 38rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Headline = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const HeadlineMessage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 5.5rem;
  align-content: start;

  ${({ theme }) => theme.media.sm} {
    min-height: 4.25rem;
  }
`;

export const HeadlineKeyword = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  animation: ${fadeIn} ${({ theme }) => theme.durations.slow} ease both;

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const HeadlineText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  animation: ${fadeIn} ${({ theme }) => theme.durations.slow} ease both;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

export const HeadlineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Dots = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  ${listReset}
`;

/** A 24 px target around a small dot. */
export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background-color: ${({ theme }) => theme.colors.border};
    transition: background-color ${({ theme }) => theme.durations.fast} ease;
  }

  &:hover::after {
    background-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &[aria-pressed='true']::after {
    width: 1.25rem;
    background-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Snapshot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  min-width: 0;
`;

export const SnapshotHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const SnapshotTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const SnapshotFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    display: grid;
    margin: 0;
  }
`;

export const FigureValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const FigureNote = styled.span`
  color: ${({ theme }) => theme.colors.successText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const SnapshotCaption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  margin-block: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;

  h3 {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const cardBase = `
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const FeatureCard = styled.article`
  ${cardBase}
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

export const ProductCard = styled.article`
  ${cardBase}
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ProductAudience = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const ProductTitle = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Highlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const CardLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
