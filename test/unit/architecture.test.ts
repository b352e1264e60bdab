// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleIds } from '../support/lintProbe';

/** The layer rule of docs/decisions.md §1 must fail the build, so it is checked against deliberate violations. */
const LAYER = 'boundaries/dependencies';

describe('layer rule', () => {
  // ESLint loads its configuration and the TypeScript parser on first use: seconds on a busy machine, paid once here.
  beforeAll(() => ruleIds('export const warm = 1;\n', 'src/domain/warm.ts'), 60_000);

  it('refuses any import from outside src/domain into src/domain, libraries included', async () => {
    expect(
      await ruleIds(
        "import { Login } from '../application/auth/Login';\nexport const x = Login;\n",
        'src/domain/probe.ts',
      ),
    ).toContain(LAYER);
    expect(await ruleIds("import { z } from 'zod';\nexport const x = z;\n", 'src/domain/probe.ts')).toContain(LAYER);
    expect(await ruleIds("import { ROLES } from './user';\nexport const x = ROLES;\n", 'src/domain/probe.ts')).toEqual(
      [],
    );
  });

  it('refuses infrastructure, ui and frameworks in src/application', async () => {
    expect(
      await ruleIds(
        "import { HttpClient } from '../../infrastructure/http/HttpClient';\nexport const x = HttpClient;\n",
        'src/application/auth/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { observable } from 'mobx';\nexport const x = observable;\n",
        'src/application/auth/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { injectable } from 'inversify';\nexport const x = injectable;\n",
        'src/application/auth/probe.ts',
      ),
    ).toContain(LAYER);
  });

  it('allows a type-only ServiceIdentifier import in a port file', async () => {
    expect(
      await ruleIds(
        "import type { ServiceIdentifier } from 'inversify';\nexport type X = ServiceIdentifier<string>;\n",
        'src/application/auth/probe.ts',
      ),
    ).toEqual([]);
  });

  it('refuses infrastructure in src/ui but allows it in the composition root', async () => {
    const code = "import { HttpClient } from '../../infrastructure/http/HttpClient';\nexport const x = HttpClient;\n";
    expect(await ruleIds(code, 'src/ui/app/probe.ts')).toContain(LAYER);
    expect(
      await ruleIds(
        "import { HttpClient } from './infrastructure/http/HttpClient';\nexport const x = HttpClient;\n",
        'src/main.tsx',
      ),
    ).toEqual([]);
  });

  it('checks dynamic import() like a static one (the hole of the path-pattern rule)', async () => {
    expect(
      await ruleIds(
        "export const load = () => import('../../infrastructure/http/HttpClient');\n",
        'src/ui/app/probe.ts',
      ),
    ).toContain(LAYER);
    expect(await ruleIds("export const load = () => import('mobx');\n", 'src/application/auth/probe.ts')).toContain(
      LAYER,
    );
    expect(
      await ruleIds("export const load = () => import('../application/auth/Login');\n", 'src/domain/probe.ts'),
    ).toContain(LAYER);
    expect(await ruleIds("export const load = () => import('../pages/LandingPage');\n", 'src/ui/app/probe.ts')).toEqual(
      [],
    );
  });

  it('checks re-exports like imports', async () => {
    expect(
      await ruleIds("export { HttpClient } from '../../infrastructure/http/HttpClient';\n", 'src/ui/app/probe.ts'),
    ).toContain(LAYER);
  });

  it("keeps a server feature's use cases and domain off the client (the hole of the old overrides)", async () => {
    expect(
      await ruleIds(
        "import { AppRoutes } from '../../src/ui/app/routes';\nexport const x = AppRoutes;\n",
        'server/ads/Probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { Login } from '../../src/application/auth/Login';\nexport const x = Login;\n",
        'server/ads/Probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { AppRoutes } from '../../../src/ui/app/routes';\nexport const x = AppRoutes;\n",
        'server/ads/domain/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { Login } from '../../../src/application/auth/Login';\nexport const x = Login;\n",
        'server/ads/domain/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { ROLES } from '../../../src/domain/user';\nexport const x = ROLES;\n",
        'server/ads/domain/probe.ts',
      ),
    ).toEqual([]);
  });

  it("keeps a server feature's use cases off adapters and frameworks", async () => {
    expect(
      await ruleIds(
        "import { MailerSmtp } from '../platform/adapters/mail/MailerSmtp';\nexport const x = MailerSmtp;\n",
        'server/ads/Probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds("import Fastify from 'fastify';\nexport const x = Fastify;\n", 'server/ads/Probe.ts'),
    ).toContain(LAYER);
    expect(await ruleIds("export const load = () => import('pg');\n", 'server/ads/Probe.ts')).toContain(LAYER);
    expect(
      await ruleIds(
        "import { Login } from '../src/application/auth/Login';\nexport const x = Login;\n",
        'server/probe.ts',
      ),
    ).toContain(LAYER);
  });

  it('lets the server-side render adapters name the client ports by type only, never its views or adapters', async () => {
    expect(
      await ruleIds(
        "import type { AdsApi } from '../../../src/application/ads/ports';\nexport type X = AdsApi;\n",
        'server/site/ssr/probe.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { SearchAds } from '../../../src/application/ads/SearchAds';\nexport const x = SearchAds;\n",
        'server/site/ssr/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { AppRoutes } from '../../../src/ui/app/routes';\nexport const x = AppRoutes;\n",
        'server/site/ssr/probe.ts',
      ),
    ).toContain(LAYER);
  });

  it('keeps server adapters off the routes and the server off the client views', async () => {
    expect(
      await ruleIds(
        "import { ok } from '../../http/reply';\nexport const x = ok;\n",
        'server/platform/adapters/mail/probe.ts',
      ),
    ).toContain(LAYER);
    expect(
      await ruleIds(
        "import { AppRoutes } from '../../../src/ui/app/routes';\nexport const x = AppRoutes;\n",
        'server/ads/http/probe.ts',
      ),
    ).toContain(LAYER);
  });

  it('every file of src/ and server/ belongs to a layer: a new top-level folder must be given one', async () => {
    expect(await ruleIds('export const x = 1;\n', 'src/helpers/probe.ts')).toContain('boundaries/no-unknown-files');
    expect(await ruleIds('export const x = 1;\n', 'server/util/probe.ts')).toContain('boundaries/no-unknown-files');
  });

  it('the shapes: TypeBox only, named by the domain as types, taken as values only by the routes', async () => {
    const shape = "import { AdSchema } from '../../domain/shapes/ad';\nexport const x = AdSchema;\n";
    expect(await ruleIds(shape, 'src/ui/pages/probe.ts')).toContain(LAYER);
    expect(await ruleIds(shape.replace('../../', '../'), 'src/application/probe.ts')).toContain(LAYER);
    const inDomain = (kind: string) =>
      `import ${kind} { AdSchema } from './shapes/ad';\nexport type X = typeof AdSchema;\n`;
    expect(await ruleIds(inDomain(''), 'src/domain/probe.ts')).toContain(LAYER);
    expect(await ruleIds(inDomain('type'), 'src/domain/probe.ts')).toEqual([]);
    expect(
      await ruleIds("import { Type } from 'typebox';\nexport const x = Type;\n", 'src/domain/shapes/probe.ts'),
    ).toEqual([]);
    expect(await ruleIds("import { z } from 'zod';\nexport const x = z;\n", 'src/domain/shapes/probe.ts')).toContain(
      LAYER,
    );
    expect(
      await ruleIds(
        "import { AdSchema } from '../../../src/domain/shapes/ad';\nexport const x = AdSchema;\n",
        'server/ads/http/probe.ts',
      ),
    ).toEqual([]);
  });

  it("a record is its table row: a feature's domain names its tables as types only", async () => {
    const table = (kind: string) =>
      `import ${kind} { ads } from '../tables';\nexport type Row = (typeof ads)['$inferSelect'];\n`;
    expect(await ruleIds(table(''), 'server/ads/domain/probe.ts')).toContain(LAYER);
    expect(await ruleIds(table('type'), 'server/ads/domain/probe.ts')).toEqual([]);
  });
});
