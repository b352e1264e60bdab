import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_AREAS } from '../../mutation/stryker.client.areas.mjs';
import { inArea, SERVER_AREAS } from '../../mutation/stryker.server.areas.mjs';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
}

type Areas = Record<string, { mutate: string[] }>;

/** Each file not mutated by exactly one area, with the areas that take it. */
function notInExactlyOne(files: string[], areas: Areas) {
  return files
    .map((file) => ({ file, areas: Object.keys(areas).filter((name) => inArea(file, areas[name]!.mutate)) }))
    .filter(({ areas: taking }) => taking.length !== 1);
}

/** Each pattern that takes none of the files (a renamed file would silently drop out of its area). */
function idlePatterns(files: string[], areas: Areas): string[] {
  return Object.entries(areas).flatMap(([name, { mutate }]) =>
    mutate
      .filter((pattern) => !pattern.startsWith('!') && !files.some((file) => path.matchesGlob(file, pattern)))
      .map((pattern) => `${name}: ${pattern}`),
  );
}

describe('the server mutation run, cut into areas', () => {
  // A feature's use cases and helpers (its top, not its tables) and its routes, and the API's registration.
  const features = readdirSync(path.join(ROOT, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'seed')
    .map((entry) => entry.name);
  const files = [
    ...features.flatMap((feature) =>
      readdirSync(path.join(ROOT, 'server', feature))
        .filter((file) => file.endsWith('.ts') && file !== 'tables.ts')
        .map((file) => `server/${feature}/${file}`),
    ),
    ...features.flatMap((feature) =>
      readdirSync(path.join(ROOT, 'server', feature)).includes('http') ? sourceFiles(`server/${feature}/http`) : [],
    ),
    'server/api.ts',
  ];

  it("mutates every feature's use cases and routes in exactly one area, so the areas add up to the whole", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(notInExactlyOne(files, SERVER_AREAS)).toEqual([]);
  });

  it('names no pattern that mutates nothing (a renamed file would silently drop out of its area)', () => {
    expect(idlePatterns(files, SERVER_AREAS)).toEqual([]);
  });

  it('runs each area against test files that exist (a renamed test file would silently leave its area untested)', () => {
    const testFiles = new Set(readdirSync(path.join(ROOT, 'test/server')));
    const missing = Object.entries(SERVER_AREAS).flatMap(([area, { tests }]) =>
      (tests ?? []).filter((name) => !testFiles.has(`${name}.test.ts`)).map((name) => `${area}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the client core mutation run, cut into parts', () => {
  const files = [
    ...sourceFiles('src/domain'),
    ...sourceFiles('src/application'),
    'src/infrastructure/http/HttpClient.ts',
  ];

  it('mutates every file of src/domain and src/application, and the HTTP client, in exactly one part', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(notInExactlyOne(files, CLIENT_AREAS)).toEqual([]);
  });

  it('names no pattern that mutates nothing and mutates nothing outside the core', () => {
    expect(idlePatterns(files, CLIENT_AREAS)).toEqual([]);
    const outside = [
      ...sourceFiles('src/infrastructure'),
      ...sourceFiles('src/ui').filter((file) => file.endsWith('.ts')),
    ].filter(
      (file) =>
        file !== 'src/infrastructure/http/HttpClient.ts' &&
        Object.values(CLIENT_AREAS).some((part) => inArea(file, part.mutate)),
    );
    expect(outside).toEqual([]);
  });
});
