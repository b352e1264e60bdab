import { ESLint } from 'eslint';

/**
 * The repository's lint configuration run over a probe: the rule ids it reports for `code` as if it were `filePath`.
 * One ESLint per worker (the unit project shares modules between files): loading its configuration and the
 * TypeScript parser takes seconds on a busy machine.
 */
const eslint = new ESLint({ cwd: process.cwd() });

export async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error');
}
