// @vitest-environment node
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { RequestError } from '../../src/application/shared/RequestError';
import { startRecordingServer, type RecordingServer, type SeenRequest } from '../support/recordingServer';

let server: RecordingServer;
let base: string;
const routes: Record<string, (req: SeenRequest, res: ServerResponse) => void> = {
  'GET /ok': (_req, res) => json(res, 200, { statusCode: 200, message: 'fine', data: { hello: 'world' } }),
  'POST /echo': (_req, res) => json(res, 201, { statusCode: 201, message: 'created', data: null }),
  'POST /fail': (_req, res) =>
    json(res, 400, {
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bad input',
      errors: [{ field: 'email', code: 'invalid', message: 'E-mail address is not valid' }],
    }),
  'GET /blocked': (_req, res) => json(res, 403, { statusCode: 403, error: 'ACCOUNT_BLOCKED', message: 'Blocked' }),
  'GET /html-error': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
  'GET /refused-token': (_req, res) =>
    json(res, 401, { statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in' }),
  'POST /wrong-password': (_req, res) =>
    json(res, 401, { statusCode: 401, error: 'INVALID_CREDENTIALS', message: 'Wrong password' }),
  'GET /unknown-code': (_req, res) => json(res, 429, { statusCode: 429, error: 'SOMETHING_NEW', message: 'slow' }),
  'GET /not-json': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('plain');
  },
  'GET /slow': (_req, res) => {
    setTimeout(() => json(res, 200, { statusCode: 200, message: 'late', data: null }), 500);
  },
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = await startRecordingServer((request, res) => {
    const route = routes[`${request.method} ${new URL(request.url, 'http://x').pathname.replace('/api', '')}`];
    if (route) route(request, res);
    else json(res, 404, { statusCode: 404, error: 'NOT_FOUND', message: 'No route' });
  });
  base = server.base;
});

afterAll(() => server.close());

const lastSeen = () => server.last();

describe('HttpClient', () => {
  it('unwraps the envelope and sends the bearer token held in memory', async () => {
    let token: string | null = 'abc.def';
    const client = new HttpClient({ baseUrl: `${base}/`, getToken: () => token });
    const answer = await client.get<{ hello: string }>('/ok');
    expect(answer).toEqual({ statusCode: 200, message: 'fine', data: { hello: 'world' } });
    expect(lastSeen().headers.authorization).toBe('Bearer abc.def');
    expect(lastSeen().url).toBe('/api/ok');

    token = null;
    await client.get('/ok');
    expect(lastSeen().headers.authorization).toBeUndefined();
  });

  it('an explicit token wins over the held one', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => 'held' });
    await client.get('/ok', { token: 'stored' });
    expect(lastSeen().headers.authorization).toBe('Bearer stored');
  });

  it('sends credentials (cookies) with every request', async () => {
    const inits: RequestInit[] = [];
    const client = new HttpClient({
      baseUrl: base,
      getToken: () => null,
      fetchImpl: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await client.get('/ok');
    await client.post('/echo', { a: 1 });
    expect(inits.map((i) => i.credentials)).toEqual(['include', 'include']);
  });

  it('sends JSON bodies with their content type and query strings without empty values', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => null });
    const answer = await client.post(
      '/echo',
      { email: 'a@b.de' },
      { query: { email: 'a+b@c.de', empty: '', none: undefined } },
    );
    expect(answer.message).toBe('created');
    expect(lastSeen().headers['content-type']).toBe('application/json');
    expect(lastSeen().body).toBe('{"email":"a@b.de"}');
    expect(lastSeen().url).toBe('/api/echo?email=a%2Bb%40c.de');
  });

  it('turns an error envelope into a RequestError with the stable code and field errors', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => null });
    const error = (await client.post('/fail', {}).catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'http', code: 'VALIDATION_FAILED', status: 400, message: 'Bad input' });
    expect(error.fieldErrors).toEqual([{ field: 'email', code: 'invalid', message: 'E-mail address is not valid' }]);

    await expect(client.get('/blocked')).rejects.toMatchObject({ kind: 'http', code: 'ACCOUNT_BLOCKED', status: 403 });
  });

  it('maps answers without a known code by their status', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => null });
    await expect(client.get('/html-error')).rejects.toMatchObject({ kind: 'http', code: 'INTERNAL', status: 502 });
    await expect(client.get('/unknown-code')).rejects.toMatchObject({
      kind: 'http',
      code: 'RATE_LIMITED',
      status: 429,
    });
    await expect(client.get('/nowhere')).rejects.toMatchObject({ kind: 'http', code: 'NOT_FOUND', status: 404 });
    await expect(client.get('/not-json')).rejects.toMatchObject({ kind: 'http', code: 'INTERNAL', status: 200 });
  });

  it('tells a network failure apart from an HTTP error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const client = new HttpClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => null });
    await expect(client.get('/ok')).rejects.toMatchObject({ kind: 'network', code: 'NETWORK_ERROR', status: null });
  });

  it('tells a timeout apart from a network failure', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => null, timeoutMs: 100 });
    await expect(client.get('/slow')).rejects.toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });

  it('a token the server refuses (UNAUTHORIZED) ends the session once; a wrong password or a request without a token does not', async () => {
    let ended = 0;
    let token: string | null = 'held';
    const client = new HttpClient({ baseUrl: base, getToken: () => token, onUnauthorized: () => (ended += 1) });
    await expect(client.get('/refused-token')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(ended).toBe(1);
    await expect(client.post('/wrong-password', { password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(ended).toBe(1);
    token = null;
    await expect(client.get('/refused-token')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(ended).toBe(1);
  });
});
