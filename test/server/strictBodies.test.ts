import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, validAd, type TestServer } from './helpers';

/** Issue 11: no request body can carry fields the API does not name, at any depth. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Node = Record<string, unknown>;

/** Every object schema under `node` that takes fields it does not name (by saying nothing, or `additionalProperties: true`). */
function openObjects(node: unknown, where: string, found: string[] = []): string[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    node.forEach((item, i) => openObjects(item, `${where}[${i}]`, found));
    return found;
  }
  const schema = node as Node;
  const open = schema.additionalProperties === undefined || schema.additionalProperties === true;
  if ((schema.type === 'object' || schema.properties) && open && !schema.patternProperties) found.push(where);
  for (const [key, value] of Object.entries(schema)) openObjects(value, `${where}.${key}`, found);
  return found;
}

describe('strict request bodies', () => {
  it('the OpenAPI document shows every request body object closed to unnamed fields', async () => {
    const doc = (await call(server.app, 'GET', '/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const bodies = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, body: operation.requestBody })),
    );
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.flatMap(({ route, body }) => openObjects(body, route))).toEqual([]);
  });

  it('an unnamed field at the top or nested is refused with a 400 naming it, and nothing is stored', async () => {
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'a@example.de', password: 'secret-password-1', role: 'ADMIN' },
    });
    expect(login.status).toBe(400);
    expect(login.body.error).toBe('VALIDATION_FAILED');
    expect(login.body.errors).toContainEqual({
      field: 'role',
      code: 'invalid',
      message: 'role is not a field of this request',
    });

    const { token } = await signUp(server, 'strict@example.de');
    const nested = await call(server.app, 'POST', '/api/ads', {
      token,
      body: validAd({
        energyCertificate: { type: 'demand', kwhPerSqmYear: 120, carrier: 'gas', efficiencyClass: 'D', note: 'hidden' },
      }),
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toContainEqual(expect.objectContaining({ field: 'energyCertificate.note' }));
    expect((await call(server.app, 'GET', '/api/ads/mine', { token })).body.data).toEqual([]);
    const publish = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'basis', requestId: '5f0c3f9e-2a6f-4a55-9d4e-6a0f3c2b1a90', amount: 1 },
    });
    expect(publish.status).toBe(400);
    expect(publish.body.errors).toContainEqual(expect.objectContaining({ field: 'amount' }));
  });
});
