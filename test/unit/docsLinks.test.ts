import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 67: the README pointed at a specification outside the repository, which a clone does not have. The documents
 * a clone carries name only what it carries: every link and every file path they name is in the repository, and the
 * client's behaviour checklist names files that exist.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = [
  'README.md',
  'ARCHITECTURE.md',
  'docs/decisions.md',
  'docs/marketplace.md',
  'docs/security.md',
  'docs/client-behaviour.md',
];
/** What the first start makes (git ignores it): named as the place to look, not shipped. */
const MADE_AT_FIRST_START = new Set(['data']);

function namedPaths(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
  const quoted = [...text.matchAll(/`(\.{1,2}\/[^`\s]+)`/g)].map((m) => m[1]!);
  return [...links, ...quoted].map((p) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), p)));
}

describe('the documents a clone carries', () => {
  it.each(DOCUMENTS)('%s links only to what is in the repository', (file) => {
    const outside = namedPaths(file).filter(
      (p) => p.startsWith('..') || (!existsSync(path.join(ROOT, p)) && !MADE_AT_FIRST_START.has(p)),
    );
    expect(outside).toEqual([]);
  });

  it('the client behaviour checklist names files that exist', () => {
    const text = readFileSync(path.join(ROOT, 'docs/client-behaviour.md'), 'utf8');
    const files = [...text.matchAll(/`((?:src|test|server)\/[^`*\s]+\.(?:ts|tsx))`/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !existsSync(path.join(ROOT, f)))).toEqual([]);
  });
});
