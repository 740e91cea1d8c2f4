import type { CompanyData, CompanyPerson, EvidenceRecord, Finding, SourceState } from '../model.js';
import { compareStrings } from './org-chart.js';
import { displayName } from './wording.js';

/** The integration ids of the connected sources of one kind, ascending. */
export function sourceIdsOf(data: CompanyData, kind: SourceState['kind']): number[] {
  return [
    ...new Set(data.sources.filter((source) => source.kind === kind).map((s) => s.integrationId)),
  ].sort((a, b) => a - b);
}

export function personRecord(person: CompanyPerson): EvidenceRecord {
  return {
    kind: 'person',
    id: person.sourceId,
    label: displayName(person.name, person.sourceId),
    personSourceId: person.sourceId,
  };
}

/**
 * Findings in their stable order (by subject), one per subject: a subject is the finding's key
 * with the rule, so a second finding on the same subject (from duplicated records) is dropped.
 */
export function bySubject(findings: readonly Finding[]): Finding[] {
  const sorted = [...findings].sort((a, b) => compareStrings(a.subject, b.subject));
  return sorted.filter((finding, index) => finding.subject !== sorted[index - 1]?.subject);
}
