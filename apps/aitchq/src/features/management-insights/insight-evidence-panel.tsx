import type { InsightEvidence } from '@q/schemas/manager';
import styled from 'styled-components';
import { ClockText } from '../../lib/clock-text';
import {
  comparisonText,
  computedText,
  ruleText,
  shownRecords,
  sourceText,
} from './insight-evidence';

export interface InsightEvidencePanelProps {
  /** The panel's id, which its "Why am I seeing this?" button controls. */
  id: string;
  evidence: InsightEvidence;
  /** The moment the sources' freshness and the computation's time are counted from. */
  now: Date;
}

/**
 * "Why am I seeing this?" of a computed insight: what its rule looks for, the values it compared
 * with its thresholds, the records it rests on (the first ten, then how many more), each source
 * with its freshness, and when and by which rule (and version) it was computed.
 */
export function InsightEvidencePanel({ id, evidence, now }: InsightEvidencePanelProps) {
  const { shown, more } = shownRecords(evidence.records);
  return (
    <Panel id={id}>
      {evidence.summary && <p>{evidence.summary}</p>}
      {evidence.comparisons.length > 0 && (
        <Part>
          <PartTitle>What it compared</PartTitle>
          <List>
            {evidence.comparisons.map((comparison) => (
              <li key={comparison.name}>{comparisonText(comparison)}</li>
            ))}
          </List>
        </Part>
      )}
      {shown.length > 0 && (
        <Part>
          <PartTitle>What it rests on</PartTitle>
          <List>
            {shown.map((record) => (
              <li key={`${record.kind}:${record.id}`}>{record.label}</li>
            ))}
          </List>
          {more > 0 && <p>and {more} more</p>}
        </Part>
      )}
      {evidence.sources.length > 0 && (
        <Part>
          <PartTitle>Sources</PartTitle>
          <List>
            {evidence.sources.map((source) => (
              <li key={source.provider}>
                <ClockText>{sourceText(source, now)}</ClockText>
              </li>
            ))}
          </List>
        </Part>
      )}
      <Footnote>
        <ClockText dateTime={evidence.computedAt}>{computedText(evidence, now)}</ClockText>
        {' · '}
        {ruleText(evidence)}
      </Footnote>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const PartTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Footnote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
