/** The layers of docs/decisions.md §1 and what each may import, for eslint.config.js. */
import { readdirSync } from 'node:fs';

/** The page areas (src/ui/pages/<area>/), read from the folder so a new one is covered without naming it here. */
export const PAGE_AREAS = readdirSync(new URL('../src/ui/pages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's features and its platform (server/<name>/), read from the folder like the page areas. */
export const SERVER_FEATURES = readdirSync(new URL('../server/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'seed')
  .map((entry) => entry.name);

const FRAMEWORKS = [
  'react',
  'react-*',
  'react/**',
  'mobx',
  'mobx-*',
  'i18next',
  'i18next-*',
  'firebase',
  'firebase/**',
  '@stripe/*',
  'stripe',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/**',
  'inversify',
  'playwright-core',
];
const SERVER_ADAPTERS = [
  'fastify',
  '@fastify/*',
  'fastify-plugin',
  'drizzle-orm',
  'drizzle-orm/**',
  'pg',
  '@electric-sql/**',
  'nodemailer',
  'sharp',
  'ioredis',
  'pg-boss',
  'stripe',
  'firebase-admin',
  'firebase-admin/**',
  '@aws-sdk/*',
];

/**
 * The dependency rule of docs/decisions.md §1, enforced rather than hoped for (eslint-plugin-boundaries): every file belongs
 * to one element, and an import — static, dynamic (`import()`) or re-export — may only reach the elements its layer
 * allows. Files outside these elements (tests, scripts) are not checked.
 */
export const ELEMENTS = [
  // The API's shapes as TypeBox schemas (the one library the shared domain may use); everyone else names them as types.
  { type: 'domain-shapes', pattern: 'src/domain/shapes/**', partialMatch: false },
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'application', pattern: 'src/application/**', partialMatch: false },
  { type: 'infrastructure', pattern: 'src/infrastructure/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  // The service worker: a program of its own, beside the app (issue 46).
  { type: 'service-worker', pattern: 'src/serviceWorker/**', partialMatch: false },
  // The server by feature (server/<feature>/, lint/featureBoundaries.js), each laid out by layer: its published port
  // (ports.ts), domain/ (records and pure rules), its tables (tables.ts, *Tables.ts), adapters/, http/ (routes and
  // schemas), and its use cases at the top (ROOT_FILES). server/platform/ is laid out the same way.
  { type: 'server-domain', pattern: 'server/*/domain/**', partialMatch: false },
  { type: 'server-infrastructure', pattern: ['server/*/adapters/**', 'server/platform/db/**'], partialMatch: false },
  { type: 'server-ssr', pattern: 'server/site/ssr/**', partialMatch: false },
  { type: 'server-http', pattern: 'server/*/http/**', partialMatch: false },
  { type: 'server-config', pattern: ['server/platform/config/**', 'server/seed/**'], partialMatch: false },
];

/** Single files: the composition roots, the render's contract, and the top of each server feature. */
export const ROOT_FILES = [
  { category: 'ssr-contract', pattern: 'src/ssrContract.ts' },
  { category: 'client-root', pattern: 'src/*.{ts,tsx}' },
  { category: 'server-root', pattern: 'server/*.ts' },
  // The files at the top of a server feature (server/<feature>/*.ts): its port, its tables, its use cases and their
  // helpers. A file belongs to one category: a helper's name may not begin with "po" or "ta" (no-unknown-files says
  // so), since the pattern language here has no "every name but ports and tables".
  { category: 'server-port', pattern: 'server/*/ports.ts' },
  { category: 'server-tables', pattern: 'server/*/tables.ts' },
  {
    category: 'server-application',
    pattern: ['[A-Z]*', '[a-oq-su-z]*', 'p[^o]*', 't[^a]*'].map(
      (name) => `server/{${SERVER_FEATURES.join(',')}}/${name}.ts`,
    ),
  },
];
const isRootFile = (name) => ROOT_FILES.some((f) => f.category === name);

const SERVER = [
  'server-port',
  'server-domain',
  'server-tables',
  'server-application',
  'server-infrastructure',
  'server-http',
  'server-ssr',
  'server-config',
  'server-root',
];

/** The entities these names stand for: folder elements by type, root files by category. */
export const entity = (names) => {
  const list = [names].flat();
  const files = list.filter(isRootFile);
  const elements = list.filter((n) => !isRootFile(n));
  return [
    ...(elements.length ? [{ element: { type: elements } }] : []),
    ...(files.length ? [{ file: { categories: files } }] : []),
  ];
};
export const library = (names) => ({ module: { origin: 'external', source: names } });

/**
 * Which elements each layer may import (anything else is refused), with its message. `types` are imports of types
 * only (`import type`), which vanish from the built code.
 */
export const LAYERS = [
  {
    from: 'domain',
    to: ['domain'],
    types: ['domain-shapes'],
    message: 'src/domain is pure: it imports nothing but its own files (and the shapes, as types).',
  },
  {
    from: 'domain-shapes',
    to: ['domain', 'domain-shapes'],
    message: 'The shapes are built from the domain and TypeBox only.',
  },
  { from: 'application', to: ['domain', 'application'], message: 'src/application may import only src/domain.' },
  {
    from: 'infrastructure',
    to: ['domain', 'application', 'infrastructure'],
    message: 'src/infrastructure may import only src/application and src/domain.',
  },
  {
    from: 'ui',
    to: ['domain', 'application', 'ui'],
    message:
      'src/ui gets adapters from the container; only the composition root (src/main.tsx, src/startApp.tsx) imports infrastructure.',
  },
  { from: 'client-root', to: ['domain', 'application', 'infrastructure', 'ui', 'client-root', 'ssr-contract'] },
  {
    from: 'service-worker',
    to: ['service-worker', 'infrastructure', 'domain'],
    message: "The service worker shares the domain and the offline stores with the app, nothing of the app's views.",
  },
  {
    from: 'ssr-contract',
    to: [],
    types: ['domain', 'application', 'infrastructure'],
    message: 'The render contract names types only.',
  },
  {
    from: 'server-tables',
    to: ['server-tables', 'domain'],
    message: 'A table declares columns from the domain lists and nothing else.',
  },
  {
    from: 'server-domain',
    to: ['server-domain', 'domain'],
    types: ['server-tables'],
    message: "A feature's domain imports only domain files and src/domain.",
  },
  {
    from: 'server-port',
    to: ['server-port', 'server-domain', 'server-application', 'domain'],
    types: ['server-tables', 'server-application'],
    message: 'A port names interfaces and records, and publishes what its feature offers the others.',
  },
  {
    from: 'server-application',
    to: ['server-application', 'server-port', 'server-domain', 'domain'],
    types: ['server-tables'],
    message: 'Use cases depend on ports, not on adapters or Fastify.',
  },
  {
    from: 'server-infrastructure',
    to: ['server-infrastructure', 'server-tables', 'server-application', 'server-port', 'server-domain', 'domain'],
    message: 'Adapters implement the ports; they know no routes.',
  },
  {
    from: 'server-http',
    to: [
      'server-http',
      'server-application',
      'server-port',
      'server-domain',
      'server-ssr',
      'server-root',
      'domain',
      'domain-shapes',
    ],
    types: ['ssr-contract'],
    message: 'server/ may share src/domain only.',
  },
  {
    from: 'server-ssr',
    to: [...SERVER, 'domain', 'domain-shapes'],
    types: ['application', 'ssr-contract'],
    message: 'The server-side render reaches the client only through src/ssrContract.ts (types) and the built render.',
  },
  { from: 'server-config', to: [...SERVER, 'domain'], message: 'server/ may share src/domain only.' },
  {
    from: 'server-root',
    to: [...SERVER, 'domain'],
    types: ['ssr-contract'],
    message: 'server/ may share src/domain only.',
  },
];

/** Libraries a layer must not use: the domain none at all, use cases no framework, server use cases no adapter library. */
export const LIBRARIES = [
  // Time zones are the one exception: German clock changes come from a maintained library (@date-fns/tz), not from
  // arithmetic of our own (src/domain/calendar.ts).
  {
    from: 'domain',
    libraries: ['!(@date-fns/tz)'],
    message: 'src/domain is pure: no libraries but the time-zone library (src/domain/calendar.ts).',
  },
  { from: 'domain-shapes', libraries: ['!(typebox)'], message: 'The shapes use TypeBox and nothing else.' },
  // Type-only imports (ServiceIdentifier for the port tokens) are allowed; values from frameworks are not.
  { from: 'application', libraries: FRAMEWORKS, kind: 'value', message: 'Use cases and ports stay framework-free.' },
  { from: 'server-domain', libraries: ['**'], message: 'server/domain imports only its own files and src/domain.' },
  {
    from: ['server-application', 'server-port'],
    libraries: SERVER_ADAPTERS,
    message: 'Use cases and ports depend on ports, not on adapters or frameworks.',
  },
];
