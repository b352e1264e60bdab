import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retestStaticSurvivorsIfTestsChanged } from '../../mutation/mutation-baseline.mjs';

const mutant = (id: string, status: string, isStatic: boolean) => ({ id, status, static: isStatic });

/** A project with one test file and a baseline measured on it: two static mutants (one survived), two others. */
function project(testSource: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mutation-baseline-'));
  writeFileSync(path.join(root, 'a.test.ts'), 'it("a")');
  const baseline = path.join(root, 'baseline.json');
  const mutants = [
    mutant('1', 'Survived', true),
    mutant('2', 'Killed', true),
    mutant('3', 'Survived', false),
    mutant('4', 'NoCoverage', false),
  ];
  writeFileSync(
    baseline,
    JSON.stringify({ files: { 'server/x.ts': { mutants } }, testFiles: { 'a.test.ts': { source: testSource } } }),
  );
  const ids = () =>
    (JSON.parse(readFileSync(baseline, 'utf8')) as { files: Record<string, { mutants: { id: string }[] }> }).files[
      'server/x.ts'
    ]?.mutants.map((m) => m.id);
  return { root, baseline, ids };
}

describe('the mutation baseline, when the tests changed', () => {
  it('keeps every result while the run has the very test files the baseline was measured on', () => {
    const { root, baseline, ids } = project('it("a")');
    expect(retestStaticSurvivorsIfTestsChanged(baseline, ['a.test.ts'], root)).toBe(0);
    expect(ids()).toEqual(['1', '2', '3', '4']);
  });

  it('drops the static mutants that were not killed when a test file changed, so Stryker tests them again', () => {
    const { root, baseline, ids } = project('it("an older a")');
    expect(retestStaticSurvivorsIfTestsChanged(baseline, ['a.test.ts'], root)).toBe(1);
    expect(ids()).toEqual(['2', '3', '4']);
  });

  it('drops them when a test file was added or one was removed', () => {
    const added = project('it("a")');
    writeFileSync(path.join(added.root, 'b.test.ts'), 'it("kills it")');
    expect(retestStaticSurvivorsIfTestsChanged(added.baseline, ['a.test.ts', 'b.test.ts'], added.root)).toBe(1);
    const removed = project('it("a")');
    expect(retestStaticSurvivorsIfTestsChanged(removed.baseline, [], removed.root)).toBe(1);
    expect(removed.ids()).toEqual(['2', '3', '4']);
  });

  it('drops them only in the mutated files when the run is narrowed to some, leaving the rest of the score as measured', () => {
    const { root, baseline, ids } = project('it("an older a")');
    expect(retestStaticSurvivorsIfTestsChanged(baseline, ['a.test.ts'], root, ['server/y.ts'])).toBe(0);
    expect(ids()).toEqual(['1', '2', '3', '4']);
    expect(retestStaticSurvivorsIfTestsChanged(baseline, ['a.test.ts'], root, ['server/x.ts'])).toBe(1);
    expect(ids()).toEqual(['2', '3', '4']);
  });

  it('does nothing without a baseline', () => {
    expect(retestStaticSurvivorsIfTestsChanged(path.join(os.tmpdir(), 'no-such-baseline.json'), ['a.test.ts'])).toBe(0);
  });
});
