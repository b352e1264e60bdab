import { describe, expect, it } from 'vitest';
import { HookFailuresAsFailedTests, markFailedFile, type TaskNode } from '../support/hookFailuresAsFailedTests';

const failure = [{ message: 'hook not supported!' }];
const test = (name: string, state: string | undefined, mode = 'run'): TaskNode => ({
  type: 'test',
  name,
  mode,
  result: state ? { state } : undefined,
});
const states = (node: TaskNode): string[] =>
  (node.tasks ?? []).flatMap((t) => (t.type === 'test' ? [`${t.name}:${t.mode}:${t.result?.state}`] : states(t)));

/** A file as vitest 4 leaves it when its top-level beforeAll threw: the file failed, every test skipped (mode and state). */
function fileWithFailedBeforeAll(): TaskNode {
  return {
    type: 'suite',
    name: 'favorites.test.ts',
    mode: 'run',
    result: { state: 'fail', errors: failure },
    tasks: [
      {
        type: 'suite',
        name: 'Merkliste',
        mode: 'skip',
        result: { state: 'skip' },
        tasks: [test('saves', 'skip', 'skip')],
      },
      test('top level', 'skip', 'skip'),
    ],
  };
}

describe('mutation runs: a test file that failed outside its tests counts as failed tests', () => {
  it('fails every test a failed beforeAll of the file kept from running, with its error', () => {
    const file = fileWithFailedBeforeAll();
    markFailedFile(file);
    expect(states(file)).toEqual(['saves:run:fail', 'top level:run:fail']);
    expect(file.tasks?.[1]?.result?.errors).toBe(failure);
  });

  it('fails the tests of a describe block whose own beforeAll threw, and no others', () => {
    const file: TaskNode = {
      type: 'suite',
      name: 'a.test.ts',
      result: { state: 'fail', errors: [] },
      tasks: [
        {
          type: 'suite',
          name: 'broken',
          result: { state: 'fail', errors: failure },
          tasks: [test('inside', 'skip', 'skip')],
        },
        {
          type: 'suite',
          name: 'fine',
          result: { state: 'pass' },
          tasks: [test('passes', 'pass'), test('skipped on purpose', 'skip', 'skip')],
        },
      ],
    };
    markFailedFile(file);
    expect(states(file)).toEqual(['inside:run:fail', 'passes:run:pass', 'skipped on purpose:skip:skip']);
  });

  it('gives a file that failed to load, or whose afterAll threw after its tests passed, one failed test', () => {
    const unloadable: TaskNode = {
      type: 'suite',
      name: 'b.test.ts',
      result: { state: 'fail', errors: failure },
      tasks: [],
    };
    const afterAllThrew: TaskNode = {
      type: 'suite',
      name: 'c.test.ts',
      result: { state: 'fail', errors: failure },
      tasks: [test('one', 'pass')],
    };
    markFailedFile(unloadable);
    markFailedFile(afterAllThrew);
    expect(unloadable.tasks).toEqual([
      expect.objectContaining({
        type: 'test',
        name: 'runs its hooks',
        result: { state: 'fail', errors: failure },
        file: unloadable,
      }),
    ]);
    expect(states(afterAllThrew)).toEqual(['one:run:pass', 'runs its hooks:run:fail']);
  });

  it("gives that test every field vitest's reporters read of a real test (its default reporter iterates artifacts)", ({
    task,
  }) => {
    const unloadable: TaskNode = {
      type: 'suite',
      id: 'f1',
      name: 'b.test.ts',
      result: { state: 'fail', errors: failure },
      tasks: [],
    };
    markFailedFile(unloadable);
    const kind = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);
    const shape = (node: object) =>
      Object.fromEntries(
        Object.entries(node)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, kind(value)]),
      );
    // `suite`: this test is in a describe block; a test at a file's top level, as the added one is, has none.
    const { suite: _inDescribe, ...real } = shape(task);
    expect(shape(unloadable.tasks![0]!)).toEqual(real);
    expect(unloadable.tasks![0]).toMatchObject({
      id: 'f1_hooks',
      fullName: 'b.test.ts > runs its hooks',
      artifacts: [],
      annotations: [],
    });
  });

  it('changes nothing in a file that passed or whose failures are its own tests', () => {
    const passed: TaskNode = {
      type: 'suite',
      name: 'd.test.ts',
      result: { state: 'pass' },
      tasks: [test('one', 'pass'), test('two', 'skip', 'skip')],
    };
    const failedTest: TaskNode = {
      type: 'suite',
      name: 'e.test.ts',
      result: { state: 'fail', errors: [] },
      tasks: [test('one', 'fail'), test('bailed', undefined)],
    };
    const before = structuredClone([passed, failedTest]);
    markFailedFile(passed);
    markFailedFile(failedTest);
    expect([passed, failedTest]).toEqual(before);
  });

  it('runs over every file of the run when the run ends', () => {
    const file = fileWithFailedBeforeAll();
    const reporter = new HookFailuresAsFailedTests();
    reporter.onInit({ state: { getFiles: () => [file] } } as never);
    reporter.onTestRunEnd();
    expect(states(file)).toEqual(['saves:run:fail', 'top level:run:fail']);
  });
});
