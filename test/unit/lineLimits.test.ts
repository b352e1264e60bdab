// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleIds } from '../support/lintProbe';
import { LONGER_FILES, MAX_LINES } from '../../lint/lineLimits.js';

/** The line limit of lint/lineLimits.js, checked against files one line too long. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('the line limit', () => {
  it('a file of 250 lines passes, one of 251 fails, in product code and tests alike', async () => {
    for (const file of ['server/domain/probe.ts', 'src/ui/pages/ads/probe.tsx', 'test/server/probe.test.ts']) {
      expect(await ruleIds(lines(MAX_LINES), file), file).not.toContain('max-lines');
      expect(await ruleIds(lines(MAX_LINES + 1), file), file).toContain('max-lines');
    }
  }, 60_000);

  it('a file longer when the rule came may not grow past the length it had', async () => {
    const [file, max] = Object.entries(LONGER_FILES).find(([name]) => name.endsWith('.ts'))!;
    expect(await ruleIds(lines(max), file)).not.toContain('max-lines');
    expect(await ruleIds(lines(max + 1), file)).toContain('max-lines');
  }, 60_000);

  it('the list of longer files holds no file that has since come under the limit, and no product code', () => {
    const stale = Object.keys(LONGER_FILES).filter(
      (file) => readFileSync(file, 'utf8').trimEnd().split('\n').length <= MAX_LINES,
    );
    expect(stale).toEqual([]);
    expect(Object.keys(LONGER_FILES).filter((file) => /^(src|server)\//.test(file))).toEqual([]);
  });
});
