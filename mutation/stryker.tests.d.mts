/** Which test files a mutation run runs: vitest's include and exclude globs. */
export interface TestSelection {
  include: string[];
  exclude: string[];
}
/** The tests of the client core's, the HTTP adapters' and the server's mutation runs (stryker.tests.mjs). */
export declare const MUTATION_TESTS: Record<'client' | 'adapters' | 'server', TestSelection>;
/** One server area's tests, or every server test file without an area. */
export declare function serverTests(area: string | undefined): TestSelection;
/** The files a selection takes, relative to the project root. */
export declare function testFilesOf(selection: TestSelection): string[];
