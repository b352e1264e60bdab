// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleIds } from '../support/lintProbe';

// Areas keep their helpers to themselves, and no two modules import each other: both checked against probes.
// ESLint loads its configuration and the TypeScript parser on first use: seconds on a busy machine, paid once here.
beforeAll(() => ruleIds('export const warm = 1;\n', 'src/domain/warm.ts'), 60_000);

describe('areas', () => {
  const AREA = 'no-restricted-imports';

  it("a client area of the use cases imports another's ports and use cases, never its helpers", async () => {
    const from = (path: string) => `import * as other from '${path}';\nexport const x = other;\n`;
    expect(await ruleIds(from('../ads/adFilters'), 'src/application/favorites/probe.ts')).toContain(AREA);
    expect(await ruleIds(from('../auth/ports'), 'src/application/account/probe.ts')).toEqual([]);
  });

  it("a page area uses another's top-level views, not what is in its subfolders", async () => {
    const from = (path: string) => `import * as other from '${path}';\nexport const x = other;\n`;
    expect(await ruleIds(from('../../ads/details/AdCosts'), 'src/ui/pages/app/adForm/probe.tsx')).toContain(AREA);
    expect(await ruleIds(from('../../ads/AdContent'), 'src/ui/pages/app/adForm/probe.tsx')).toEqual([]);
    expect(await ruleIds(from('./AdCosts'), 'src/ui/pages/ads/details/probe.tsx')).toEqual([]);
  });
});

describe('server features', () => {
  const FEATURE = 'inserat/feature-boundaries';
  const from = (path: string, kind = '') => `import ${kind}* as other from '${path}';\nexport const x = other;\n`;

  it('a feature reaches another only through its published port, at every depth, dynamic imports included', async () => {
    expect(await ruleIds(from('../ads/adFields'), 'server/favorites/Probe.ts')).toContain(FEATURE);
    expect(await ruleIds(from('../ads/ReadAd'), 'server/favorites/Probe.ts')).toContain(FEATURE);
    expect(
      await ruleIds(from('../../ads/adapters/AdRepositoryDrizzle'), 'server/favorites/adapters/probe.ts'),
    ).toContain(FEATURE);
    expect(await ruleIds(from('../../ads/domain/ad'), 'server/favorites/http/probe.ts')).toContain(FEATURE);
    expect(
      await ruleIds("export const load = () => import('../ads/ReadAd');\n", 'server/favorites/Probe.ts'),
    ).toContain(FEATURE);
    expect(await ruleIds(from('../ads/ports'), 'server/favorites/Probe.ts')).toEqual([]);
    expect(await ruleIds(from('./ListFavorites'), 'server/favorites/Probe.ts')).toEqual([]);
    expect(await ruleIds(from('../platform/ports'), 'server/favorites/Probe.ts')).toEqual([]);
  });

  it('the platform serves the features: it names a port by type only, and tables only in the whole schema', async () => {
    expect(await ruleIds(from('../ads/ports'), 'server/platform/Probe.ts')).toContain(FEATURE);
    expect(
      await ruleIds(
        "import type { AdRecord } from '../ads/ports';\nexport type X = AdRecord;\n",
        'server/platform/Probe.ts',
      ),
    ).toEqual([]);
    expect(await ruleIds(from('../ads/ReadAd'), 'server/platform/Probe.ts')).toContain(FEATURE);
  });

  it("a table may reference another feature's tables (the database is one), nothing else may", async () => {
    expect(await ruleIds(from('../ads/tables'), 'server/favorites/tables.ts')).toEqual([]);
    expect(await ruleIds(from('../ads/tables'), 'server/favorites/Probe.ts')).toContain(FEATURE);
  });
});

describe('cycles', () => {
  it('two modules that import each other fail the lint; a type-only import back does not', async () => {
    const dir = mkdtempSync(join(process.cwd(), 'src/domain/cycleProbe-'));
    try {
      const a = join(dir, 'a.ts');
      writeFileSync(a, "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      expect(await ruleIds(readFileSync(a, 'utf8'), a)).toContain('import-x/no-cycle');
      writeFileSync(
        join(dir, 'b.ts'),
        "import type { a } from './a';\nexport const b = (): typeof a | null => null;\n",
      );
      expect(await ruleIds(readFileSync(a, 'utf8'), a)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
