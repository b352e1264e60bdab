import type { Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/** The parts of vitest's task tree this reporter reads and writes (vitest's own File, Suite and Test tasks). */
export interface TaskNode {
  type: string;
  name: string;
  id?: string;
  mode?: string;
  result?: { state?: string; errors?: unknown[] };
  tasks?: TaskNode[];
}

/**
 * For the mutation runs only (mutation/vitest.mutation*.config.ts): a test that never ran because its file's `beforeAll` threw,
 * or whose file failed to load, counts as a failed test.
 *
 * Stryker's vitest runner judges a mutant by the tests it reports: when none failed, the mutant survived. Vitest marks
 * the tests of a file whose top-level `beforeAll` threw as skipped, and the runner looks for such a failure only in a
 * test's enclosing `describe` blocks, never in the file (stryker-js #5492 fixed that for describe-level hooks; #6150,
 * open, is the file that fails to load). Every server test file builds its server in a top-level `beforeAll`, so a
 * mutant that breaks building the server (an unknown hook name, a schema Fastify refuses) failed every file and was
 * still counted as surviving. Run at the end of each run, before the runner reads the results. A test filtered out of
 * the run looks the same as one the hook kept from running; failing it too is right, since the file failed.
 */
export class HookFailuresAsFailedTests implements Reporter {
  private vitest: Pick<Vitest, 'state'> | undefined;

  onInit(vitest: Pick<Vitest, 'state'>): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of (this.vitest?.state.getFiles() ?? []) as unknown as TaskNode[]) markFailedFile(file);
  }
}

/**
 * Fails the tests a failed file or describe block kept from running (vitest leaves them skipped, mode and state). A file
 * that failed with no failed test even so (it failed to load, or its afterAll threw) gets one failed test for its hooks.
 */
export function markFailedFile(file: TaskNode): void {
  const errors = failureOf(file);
  markSkipped(file, errors);
  if (errors && !tests(file).some((test) => test.result?.state === 'fail'))
    file.tasks = [...(file.tasks ?? []), hooksTest(file, errors)];
}

/**
 * A failed test standing for the file's hooks, with every field vitest's reporters read of a test (its default reporter
 * iterates `artifacts` when it prints a failure); `file`: the runner names a test by its file's path.
 */
function hooksTest(file: TaskNode, errors: unknown[]): TaskNode {
  const name = 'runs its hooks';
  return {
    type: 'test',
    name,
    id: `${file.id ?? file.name}_hooks`,
    fullName: `${file.name} > ${name}`,
    fullTestName: name,
    mode: 'run',
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
    tags: [],
    result: { state: 'fail', errors },
    file,
  } as TaskNode;
}

function markSkipped(node: TaskNode, inherited: unknown[] | undefined): void {
  for (const task of node.tasks ?? []) {
    if (task.type === 'suite') markSkipped(task, failureOf(task) ?? inherited);
    else if (
      task.type === 'test' &&
      inherited &&
      task.mode !== 'todo' &&
      (task.result === undefined || task.result.state === 'skip')
    ) {
      task.mode = 'run';
      task.result = { ...task.result, state: 'fail', errors: inherited };
    }
  }
}

function tests(node: TaskNode): TaskNode[] {
  return (node.tasks ?? []).flatMap((task) => (task.type === 'test' ? [task] : tests(task)));
}

function failureOf(node: TaskNode): unknown[] | undefined {
  return node.result?.state === 'fail' && node.result.errors?.length ? node.result.errors : undefined;
}
