import { WORDED_DAY } from './dates.js';

/**
 * Text helpers shared by the tools (which write row details) and the wording (which writes the
 * answer): how company data is quoted into an answer, and how the numbers an answer states are
 * found again so that each can be checked against the figures of the tool result it rests on.
 */

/** The longest piece of company data (a name, a title) an answer quotes. */
const MAX_DATA_TEXT = 80;

/**
 * Company data made fit for one line of an answer: no control or format characters, no line
 * breaks, no curly quotes (which delimit quoted data), at most {@link MAX_DATA_TEXT} characters.
 * Synced data comes from outside and may hold anything.
 */
export function cleanDataText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (char === '“' || char === '”') out += '"';
    else if (/\p{Cf}/u.test(char)) continue;
    else out += char;
  }
  const collapsed = out.split(/\s+/).filter(Boolean).join(' ');
  return collapsed.length > MAX_DATA_TEXT
    ? `${collapsed.slice(0, MAX_DATA_TEXT - 1).trimEnd()}…`
    : collapsed;
}

/** A title (of a job, a goal, an insight) in curly quotes: quoted data is not a stated figure. */
export function quoteData(text: string): string {
  return `“${cleanDataText(text)}”`;
}

/**
 * A name (of a person, a department, a provider) as it reads in a sentence: plain, unless it
 * holds a digit ("Support 2"), when it is quoted so that its digits are not taken for a figure.
 */
export function nameData(text: string): string {
  const clean = cleanDataText(text);
  return /\d/.test(clean) ? `“${clean}”` : clean;
}

/** Quoted data: “…” (no nesting: {@link cleanDataText} takes curly quotes out of data). */
const QUOTED = /“[^”]*”/g;
/** A number standing on its own: not part of a word or an identifier ("Q4", "B2B"). */
const STANDALONE_NUMBER = /(?<![\p{L}\p{N}_.])\d+(?:\.\d+)?(?![\p{L}\p{N}_])/gu;

/**
 * The numbers a text states, in order: every standalone number, except those inside quoted
 * data (“Q4 launch”) and inside dates worded as "Mon 7 Dec" (dates are not figures).
 */
export function numbersIn(text: string): number[] {
  const stated = text.replace(QUOTED, ' ').replace(WORDED_DAY, ' ');
  return [...stated.matchAll(STANDALONE_NUMBER)].map((match) => Number(match[0]));
}

/** Quoted pieces of a text, without their quotes (to check each against the data quoted). */
export function quotedIn(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((match) => match[0].slice(1, -1));
}
