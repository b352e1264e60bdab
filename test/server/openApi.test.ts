import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/**
 * The OpenAPI document is the API's published contract (docs/decisions.md §2: everything is described by the route schemas).
 * A route that loses its schema, its tag, its summary or its documented answer still answers, so only the document
 * shows it: these checks hold for every route, and every server mutation area runs them (stryker.server.areas.mjs).
 */
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes that answer a file or an event stream rather than a JSON envelope. */
const NOT_JSON = ['GET /user/export', 'GET /conversations/stream', 'GET /payments/{id}/receipt'];

let server: TestServer;
let operations: { route: string; operation: Operation }[];
beforeAll(async () => {
  server = await startTestServer();
  const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as Document;
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })));
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('lists every route under a named tag with a summary of what it does', () => {
    expect(operations.length).toBeGreaterThan(80);
    const undescribed = operations.filter(({ operation: { tags, summary } }) => !tags?.length || tags.some((tag) => !/^[a-z]+( [a-z]+)*$/.test(tag)) || !summary || summary.length < 10);
    expect(undescribed.map(({ route }) => route)).toEqual([]);
  });

  it("documents every route's successful answer with its JSON schema (files and streams excepted, by name)", () => {
    const withoutSchema = operations
      .filter(({ operation }) => !Object.entries(operation.responses ?? {}).some(([status, answer]) => /^[23]\d\d$/.test(status) && answer.content?.['application/json']?.schema))
      .map(({ route }) => route);
    expect(withoutSchema).toEqual(NOT_JSON);
  });

  it('documents every path parameter, as required', () => {
    const undocumented = operations.flatMap(({ route, operation }) =>
      [...route.matchAll(/\{(\w+)\}/g)]
        .map(([, name]) => name)
        .filter((name) => !operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name && parameter.required))
        .map((name) => `${route}: ${name}`),
    );
    expect(undocumented).toEqual([]);
  });
});
