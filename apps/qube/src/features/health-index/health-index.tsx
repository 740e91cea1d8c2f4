import type { CompanyHealthIndex } from '@q/schemas/executive';
import { progressColor, ScoreRing } from '@q/ui';
import { TrendDownIcon, TrendFlatIcon, TrendUpIcon } from '../../lib/icons';
import { Widget } from '../../lib/widget';
import { changeTone, pointsChangeLabel } from './health-index-rules';
import * as S from './styled';

/** The Company Health Index: the score out of 100, its verdict and its change. */
export function HealthIndex({ index }: { index: CompanyHealthIndex }) {
  const TrendIcon =
    index.change > 0 ? TrendUpIcon : index.change < 0 ? TrendDownIcon : TrendFlatIcon;
  return (
    <Widget
      titleId="health-index-title"
      title="Company Health Index"
      source="your product analytics, CRM, finance system and HRIS"
    >
      <S.Body>
        <ScoreRing
          value={index.score}
          label="Company Health Index"
          tone={progressColor(index.score)}
        >
          <S.Score>{index.score}</S.Score>
          <S.OutOf>out of 100</S.OutOf>
        </ScoreRing>
        <S.Verdict>
          <S.VerdictLabel>{index.label}</S.VerdictLabel>
          <S.Change $tone={changeTone(index.change)}>
            <TrendIcon />
            {pointsChangeLabel(index.change)} {index.period}
          </S.Change>
          <S.Note>Across Product, GTM, Operations and People.</S.Note>
        </S.Verdict>
      </S.Body>
    </Widget>
  );
}
