/**
 * Doc pointers lead somewhere. The product's behaviour is written in `docs/behaviour.md`, and code
 * and docs cite it as `docs/behaviour.md §N`. This check (run by `pnpm lint`) reads every text
 * file of the repository (`git ls-files`, untracked ones included; not the lockfile, images or
 * drizzle's snapshots) and fails, listing file:line, on:
 *
 * - a pointer into a document the repository does not hold: `SPEC` in capitals followed by ` §`;
 * - `docs/behaviour.md §N` where N is not one of the document's `## N.` headings (and, inside the
 *   document, a bare `§N` likewise);
 * - a relative Markdown link `](path)` in a `.md` file, or a `docs/<name>.md` named anywhere, whose
 *   file does not exist (a path is looked for from its file's folder, then each folder above it);
 * - in code, a doc comment directly followed by another (`*/ ` then `; /**` on the next line): the
 *   first documents nothing, a leftover of an edit.
 *
 * A rule that needs no document can simply be stated in the comment beside the code.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BEHAVIOUR_DOC = 'docs/behaviour.md';

// Spelled in two parts so that this file does not trip its own rule.
const OLD_POINTER = new RegExp(`\\b${'SPEC'} §`, 'g');
const BEHAVIOUR_POINTER = /docs\/behaviour\.md`?((?:\s*(?:,|and)?\s*§\s*\d+)+)/g;
const BARE_SECTION = /§\s*(\d+)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_FILE = /\.(c|m)?[jt]sx?$/;
const DOC_COMMENT_TWICE = /\*\/[ \t]*\n[ \t]*\/\*\*/g;
const DOCS_PATH = /[\w.@/-]*\bdocs\/[\w./-]*?\.md(?![\w-])/g;
const SKIPPED = [
  /^pnpm-lock\.yaml$/,
  /(^|\/)drizzle\/meta\//,
  /\.(png|jpe?g|gif|webp|ico|pdf|zip|woff2?|ttf|wasm)$/i,
  // Its fixtures dangle on purpose.
  /^scripts\/check-doc-pointers\.test\.mjs$/,
];

/** The section numbers of the behaviour document: its `## N. Title` headings. */
export function sectionNumbers(text) {
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** Whether `target`, named in `file`, exists: from the file's folder, then each folder above. */
function resolves(file, target, exists) {
  const clean = target.split(/[#?]/, 1)[0];
  if (clean === '') return true;
  let folder = posix.dirname(file);
  if (clean.startsWith('/')) return exists(posix.normalize(clean.slice(1)));
  for (;;) {
    const candidate = posix.normalize(posix.join(folder, clean));
    if (!candidate.startsWith('..') && exists(candidate)) return true;
    // A path written relative to its own folder (./x, ../x) is looked for there only.
    if (clean.startsWith('.') || folder === '.') return false;
    folder = posix.dirname(folder);
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Markdown text with its fenced code blocks blanked (line numbers kept). */
function withoutCodeFences(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
}

/**
 * The problems of `files` ({ path, text }, paths relative to the repository root, '/'-separated);
 * `exists(path)` says whether a file or folder is in the repository.
 */
export function findProblems(files, exists) {
  const doc = files.find((file) => file.path === BEHAVIOUR_DOC);
  const sections = doc ? sectionNumbers(doc.text) : new Set();
  const problems = [];
  const report = (file, index, message) =>
    problems.push({ file: file.path, line: lineOf(file.text, index), message });

  for (const file of files) {
    const { path, text } = file;
    for (const match of text.matchAll(OLD_POINTER)) {
      report(
        file,
        match.index,
        `points into a document that is not here; cite ${BEHAVIOUR_DOC} §N`,
      );
    }
    const checkSection = (number, index) => {
      if (!sections.has(number)) report(file, index, `${BEHAVIOUR_DOC} has no section §${number}`);
    };
    for (const match of text.matchAll(BEHAVIOUR_POINTER)) {
      for (const section of match[1].matchAll(BARE_SECTION)) {
        checkSection(Number(section[1]), match.index);
      }
    }
    if (path === BEHAVIOUR_DOC) {
      for (const match of text.matchAll(BARE_SECTION)) checkSection(Number(match[1]), match.index);
    }
    if (path.endsWith('.md')) {
      for (const match of withoutCodeFences(text).matchAll(MARKDOWN_LINK)) {
        const target = match[1];
        if (/^([a-z][a-z+.-]*:|#|\/\/)/i.test(target)) continue;
        if (!resolves(path, target, exists)) report(file, match.index, `broken link: ${target}`);
      }
    }
    if (CODE_FILE.test(path)) {
      for (const match of text.matchAll(DOC_COMMENT_TWICE)) {
        report(
          file,
          match.index + match[0].length - 3,
          'a doc comment right after another: the first documents nothing',
        );
      }
    }
    for (const match of text.matchAll(DOCS_PATH)) {
      const target = match[0];
      const before = text.slice(Math.max(0, match.index - 1), match.index);
      if (target.startsWith('//') || before === ':' || /^[\w-]+\.[\w.-]+\//.test(target)) continue;
      if (!resolves(path, target, exists)) report(file, match.index, `no such file: ${target}`);
    }
  }
  return problems;
}

/** The repository's text files, read from the working tree. */
function readRepository(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter((path) => path !== '' && existsSync(posix.join(root, path)));
  const present = new Set(listed);
  for (const path of listed) {
    for (let folder = posix.dirname(path); folder !== '.'; folder = posix.dirname(folder)) {
      present.add(folder);
    }
  }
  const files = [];
  for (const path of listed) {
    if (SKIPPED.some((pattern) => pattern.test(path))) continue;
    const bytes = readFileSync(posix.join(root, path));
    if (bytes.subarray(0, 8000).includes(0)) continue;
    files.push({ path, text: bytes.toString('utf8') });
  }
  return { files, exists: (path) => present.has(path) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { files, exists } = readRepository(root);
  const problems = findProblems(files, exists);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} dangling doc pointer(s); see CONTRIBUTING.md.`);
    process.exit(1);
  }
}
