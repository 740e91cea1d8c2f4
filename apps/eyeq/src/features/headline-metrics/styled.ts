import { GridList, Tile } from '@q/ui';
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The 'Sample data' badge above the cards, at their right. */
export const BadgeRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: calc(-1 * ${({ theme }) => theme.space[2]});
`;

/** The headline cards: three abreast from the medium breakpoint, further apart there. */
export const Headlines = styled(GridList)`
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** A headline card: the kit's raised tile, roomier from the small breakpoint on. */
export const Headline = styled(Tile)`
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  }
`;

export const HeadlineTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

export const Scale = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** Label and hint on the left, the figure on the right; stacked from the small breakpoint on. */
export const Stat = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'label value'
    'hint value';
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'label' 'value' 'hint';
    gap: ${({ theme }) => theme.space[1]};
  }

  dt {
    grid-area: label;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    grid-area: value;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    white-space: nowrap;
  }

  dd + dd {
    grid-area: hint;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: normal;
  }
`;
