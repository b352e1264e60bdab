import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/**
 * The OpenAPI document is the API's published contract (docs/decisions.md §2: everything is described by the route schemas).
 * A route that loses its schema, its tag, its summary or its documented answer still answers, so only the document
 * shows it: these checks hold for every route, and every server mutation area runs them (mutation/stryker.server.areas.mjs).
 */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const run = promisify(execFile);

/** Routes that answer a file or an event stream rather than a JSON envelope. */
const NOT_JSON = [
  'GET /openimmo/export',
  'GET /openimmo/feedback',
  'GET /conversations/stream',
  'GET /viewing-bookings/{id}/calendar',
  'GET /calendar/{token}',
  'GET /applications/{id}/rent-control-statement',
  'GET /applications/{id}/documents/{documentId}',
  'GET /payments/{id}/receipt',
];

let server: TestServer;
let served: string;
let operations: { route: string; operation: Operation }[];
beforeAll(async () => {
  server = await startTestServer();
  served = (await server.app.inject({ url: '/api/openapi.json' })).body;
  const doc = JSON.parse(served) as Document;
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('lists every route under a named tag with a summary of what it does', () => {
    expect(operations.length).toBeGreaterThan(80);
    const undescribed = operations.filter(
      ({ operation: { tags, summary } }) =>
        !tags?.length || tags.some((tag) => !/^[a-z]+( [a-z]+)*$/.test(tag)) || !summary || summary.length < 10,
    );
    expect(undescribed.map(({ route }) => route)).toEqual([]);
  });

  it("documents every route's successful answer with its JSON schema (files and streams excepted, by name)", () => {
    const withoutSchema = operations
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses ?? {}).some(
            ([status, answer]) => /^[23]\d\d$/.test(status) && answer.content?.['application/json']?.schema,
          ),
      )
      .map(({ route }) => route);
    expect(withoutSchema).toEqual(NOT_JSON);
  });

  it('documents every path parameter, as required', () => {
    const undocumented = operations.flatMap(({ route, operation }) =>
      [...route.matchAll(/\{(\w+)\}/g)]
        .map(([, name]) => name)
        .filter(
          (name) =>
            !operation.parameters?.some(
              (parameter) => parameter.in === 'path' && parameter.name === name && parameter.required,
            ),
        )
        .map((name) => `${route}: ${name}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('names every operation once (operationId), for generated clients', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for the bearer token only where a route needs it: signing in and reading ads need none', () => {
    const security = Object.fromEntries(operations.map(({ route, operation }) => [route, operation.security]));
    for (const open of [
      'POST /auth/login',
      'POST /auth/register',
      'GET /ads',
      'GET /ads/map',
      'GET /package/getAllPackages',
    ])
      expect(security[open], open).toEqual([]);
    expect(security['GET /ads/{id}']).toEqual([{}, { bearer: [] }]);
    for (const own of [
      'GET /user/profile',
      'POST /ads',
      'GET /favorites',
      'GET /conversations/stream',
      'GET /admin/stats',
    ])
      expect(security[own], own).toEqual([{ bearer: [] }]);
    const signedIn = operations.filter(
      ({ operation }) => operation.security?.some((s) => 'bearer' in s) && operation.security.length === 1,
    );
    expect(signedIn.filter(({ operation }) => !operation.responses?.['401']).map(({ route }) => route)).toEqual([]);
  });

  it('documents the errors every route can answer, with the shared envelope', () => {
    const missing = operations.flatMap(({ route, operation }) =>
      ['400', '429', '503']
        .filter(
          (status) =>
            !(
              operation.responses?.[status]?.content?.['application/json']?.schema as
                { required?: string[] } | undefined
            )?.required?.includes('error'),
        )
        .map((status) => `${route} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, served);
    const { stdout } = await run(path.resolve('node_modules/.bin/redocly'), [
      'lint',
      file,
      '--format=json',
      '--config',
      path.resolve('redocly.yaml'),
    ]).catch((error: { stdout: string }) => error);
    await rm(dir, { recursive: true, force: true });
    const problems = (
      JSON.parse(stdout) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] }
    ).problems;
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  }, 60_000);
});
