import { ButtonLink } from '@q/ui';
import styled, { css } from 'styled-components';

/** Layout pieces shared by the marketing pages: sections, their headings, the closing band. */

export const Section = styled.section<{ $isMuted?: boolean }>`
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  scroll-margin-top: 7rem;

  ${({ $isMuted, theme }) =>
    $isMuted &&
    css`
      background-color: ${theme.colors.surfaceMuted};
    `}

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[6]};
  }

  & > * {
    max-width: 72rem;
    margin-inline: auto;
  }
`;

export const SectionHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  text-align: center;
  justify-items: center;
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  max-width: 40rem;
  font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-wrap: balance;
`;

export const SectionLead = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The closing call to action: a brand-coloured band. */
export const Band = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[12]};
  }
`;

export const BandTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const BandText = styled.p`
  margin: 0;
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.primarySubtle};
`;

/** A light button on the brand band. */
export const BandButton = styled(ButtonLink)`
  && {
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }

  &&:hover {
    background-color: ${({ theme }) => theme.colors.primarySubtle};
  }

  &&:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** A quiet text link on the brand band. */
export const BandLink = styled.a`
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The top of a page: a soft brand wash behind the title. */
export const Hero = styled.section`
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySubtle} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[6]};
  }
`;

export const HeroTitle = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 1.3rem + 3vw, 3.25rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
  text-wrap: balance;
`;
