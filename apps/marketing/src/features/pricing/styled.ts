import { listReset } from '@q/ui';
import styled, { css } from 'styled-components';

export { Hero, HeroTitle as Title, Section } from '../../lib/sections.styled';

export const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Tiers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  align-items: stretch;
`;

export const Tier = styled.article<{ $isFeatured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ $isFeatured, theme }) =>
    $isFeatured &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: ${theme.shadows.lg};
    `}
`;

export const TierHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TierName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export const TierAudience = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-block: ${({ theme }) => theme.space[3]};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

export const PriceUnit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  letter-spacing: normal;
`;

export const FeatureList = styled.ul`
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

export const EarlyAccess = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
  text-align: center;

  p {
    margin: 0;
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
