// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ruleIds } from '../support/lintProbe';
import { MAX_LINES } from '../../lint/lineLimits.js';

/** The line warning of lint/lineLimits.js, checked against files one line too long: a warning, never an error. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('the line limit', () => {
  it('a file of 300 lines passes, one of 301 is warned about, in product code, tests, fixtures and mutation lists alike', async () => {
    for (const file of [
      'server/ads/domain/probe.ts',
      'src/ui/pages/ads/probe.tsx',
      'test/server/probe.test.ts',
      'test/fixtures/probe.ts',
      'mutation/probe.mjs',
    ]) {
      expect(await ruleIds(lines(MAX_LINES), file), file).not.toContain('max-lines');
      expect(await ruleIds(lines(MAX_LINES + 1), file), file).toContain('max-lines');
    }
  }, 60_000);
});
