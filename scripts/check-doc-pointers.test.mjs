// node --test scripts/check-doc-pointers.test.mjs (pnpm lint runs it before the check itself)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findProblems, sectionNumbers } from './check-doc-pointers.mjs';

const DOC = { path: 'docs/behaviour.md', text: '# Q\n\n## 1. What\n\n## 2. Screens\n\nSee §2.\n' };
const REPO = new Set([
  'README.md',
  'docs',
  'docs/behaviour.md',
  'apps',
  'apps/api',
  'apps/api/docs',
]);
REPO.add('apps/api/docs/feed.md');
const exists = (path) => REPO.has(path);
const problems = (...files) =>
  findProblems([DOC, ...files], exists).map(
    ({ file, line, message }) => `${file}:${line} ${message}`,
  );

test('reads the section numbers from the ## N. headings', () => {
  assert.deepEqual([...sectionNumbers(DOC.text)], [1, 2]);
});

test('accepts pointers to sections that exist, in code and in Markdown', () => {
  assert.deepEqual(
    problems(
      { path: 'apps/a/x.ts', text: '/** Rule (docs/behaviour.md §2 "Screens"; §1, §2). */' },
      { path: 'apps/a/README.md', text: 'See `docs/behaviour.md` §1, §2.' },
    ),
    [],
  );
});

test('refuses the old pointer form and sections that do not exist', () => {
  const old = ['SPEC', '§1'].join(' ');
  assert.deepEqual(
    problems({ path: 'apps/a/x.ts', text: `// ${old}\n// docs/behaviour.md §2, §10\n` }),
    [
      'apps/a/x.ts:1 points into a document that is not here; cite docs/behaviour.md §N',
      'apps/a/x.ts:2 docs/behaviour.md has no section §10',
    ],
  );
  assert.deepEqual(problems({ ...DOC, text: `${DOC.text}As §3 says.\n` }), [
    'docs/behaviour.md:8 docs/behaviour.md has no section §3',
  ]);
});

test('plain words about a spec are not pointers', () => {
  assert.deepEqual(
    problems({ path: 'apps/a/x.ts', text: "// the spec's words, e2e a11y.spec.ts" }),
    [],
  );
});

test('follows relative Markdown links and docs/ paths from their file, then the folders above', () => {
  const text = [
    '[home](../../README.md) [doc](../../docs/behaviour.md#3-entities) [web](https://x.example/a.md)',
    '[feed](docs/feed.md) [gone](./gone.md) [top](/README.md)',
    '```',
    '[in a code block](nowhere.md)',
    '```',
  ].join('\n');
  assert.deepEqual(problems({ path: 'apps/api/README.md', text }), [
    'apps/api/README.md:2 broken link: ./gone.md',
  ]);
  assert.deepEqual(
    problems({
      path: 'packages/s/src/x.ts',
      text: '// apps/api/docs/feed.md, docs/behaviour.md, docs/missing.md, https://h.example/docs/y.md',
    }),
    ['packages/s/src/x.ts:1 no such file: docs/missing.md'],
  );
});

test('refuses a doc comment right after another in code, and nowhere else', () => {
  const twice = ['/** A leftover. */', '/**', ' * The real one.', ' */', 'const x = 1;'].join('\n');
  assert.deepEqual(problems({ path: 'apps/a/x.ts', text: twice }), [
    'apps/a/x.ts:2 a doc comment right after another: the first documents nothing',
  ]);
  const apart = ['/** The module. */', '', '/** The constant. */', 'const x = 1;'].join('\n');
  assert.deepEqual(problems({ path: 'apps/a/y.ts', text: apart }), []);
  assert.deepEqual(problems({ path: 'apps/a/z.md', text: twice }), []);
});
