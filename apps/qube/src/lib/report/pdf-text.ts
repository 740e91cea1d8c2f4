/**
 * Text as the PDF's standard fonts can write it. They know the Windows-1252 (WinAnsi) characters
 * only, and jsPDF writes a string holding any other character as UTF-16 in the same font, which
 * garbles the whole line. So the few other characters the pages use get their nearest WinAnsi
 * form (the true minus sign of the page's figures becomes a hyphen-minus), and anything else a '?'.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
};

/** The characters of Windows-1252 above Latin-1's control block (0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}
