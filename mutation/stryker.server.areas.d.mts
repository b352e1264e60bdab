/** One area of the server's mutation run: what it mutates, and the test/server/<name>.test.ts files it runs (null: all). */
export interface ServerMutationArea {
  mutate: string[];
  tests: string[] | null;
  /** The route prefixes badInput.property fuzzes in this area's run (FUZZ_ROUTES); every route when absent. */
  fuzz?: string[];
}
/** The server's mutation areas by name (stryker.server.areas.mjs). */
export declare const SERVER_AREAS: Record<string, ServerMutationArea>;
/** Whether Stryker's patterns take the file (a later `!pattern` drops it). */
export declare function inArea(file: string, patterns: string[]): boolean;
