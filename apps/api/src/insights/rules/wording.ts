/**
 * Wording shared by the rules' titles and descriptions. Every figure and name in a text comes
 * from the data; these only join them into plain English.
 */

/** C0 and C1 control characters (line breaks included): a synced string must not carry them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A synced string made fit for one line of text: no control characters, single spaces. */
export function cleanText(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** {@link cleanText}, cut to `maxLength` characters (an ellipsis last when it was cut). */
export function shortText(value: string | null | undefined, maxLength: number): string {
  const characters = Array.from(cleanText(value));
  if (characters.length <= maxLength) return characters.join('');
  return `${characters.slice(0, Math.max(0, maxLength - 1)).join('')}…`;
}

/** A name to print: the cleaned name, or the record's source id when the name is empty. */
export function displayName(name: string | null | undefined, sourceId: string): string {
  return cleanText(name) || sourceId;
}

/** "1 person", "3 people". */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function possessive(name: string): string {
  return `${name}'s`;
}

/** A share (0–1) as a whole percentage: 0.4286 → "43%". */
export function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}
