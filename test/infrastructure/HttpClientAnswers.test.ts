// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { RequestError } from '../../src/application/shared/RequestError';
import { startRecordingServer, type RecordingServer } from '../support/recordingServer';

/**
 * What the client makes of every kind of answer a real server gives: each status without a code of ours, bodies that
 * are not our envelope, file downloads, and the headers and methods it sends.
 */
let server: RecordingServer;
let base: string;

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    const url = new URL(req.url.replace(/^\/api/, ''), 'http://x');
    const status = /^\/status\/(\d+)$/.exec(url.pathname);
    if (status) {
      // No body and no reason phrase: the client has only the number to go on.
      res.writeHead(Number(status[1]), '').end();
    } else if (url.pathname === '/reason') {
      res.writeHead(503, 'Service Unavailable').end('not json');
    } else if (url.pathname === '/array') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[1,2]');
    } else if (url.pathname === '/number') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('42');
    } else if (url.pathname === '/empty') {
      res.writeHead(200).end();
    } else if (url.pathname === '/receipt') {
      res
        .writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="INS-2026-000001.pdf"',
        })
        .end('%PDF-1.7');
    } else if (url.pathname === '/unnamed') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF');
    } else if (url.pathname === '/gone') {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ statusCode: 404, error: 'NOT_FOUND', message: 'No such payment', errors: 'not a list' }));
    } else {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ statusCode: 200, message: 'ok', data: { method: req.method } }));
    }
  });
  base = server.base;
});

afterAll(() => server.close());

const last = () => server.last();
const client = (options: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({ baseUrl: base, getToken: () => null, ...options });
const failure = (work: Promise<unknown>) =>
  work.then(
    () => Promise.reject(new Error('no error')),
    (e: unknown) => e as RequestError,
  );

describe('an answer without a code of ours', () => {
  it.each([
    [400, 'VALIDATION_FAILED'],
    [422, 'VALIDATION_FAILED'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [418, 'INTERNAL'],
    [500, 'INTERNAL'],
    [302, 'INTERNAL'],
  ])('status %i is %s, said as "HTTP <status>" when the server gave no reason', async (status, code) => {
    const error = await failure(client().get(`/status/${status}`));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'http', code, status, message: `HTTP ${status}`, fieldErrors: [] });
  });

  it('keeps the reason phrase as its message, and refuses field errors that are not a list', async () => {
    expect(await failure(client().get('/reason'))).toMatchObject({
      code: 'INTERNAL',
      status: 503,
      message: 'Service Unavailable',
    });
    expect(await failure(client().get('/gone'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such payment',
      fieldErrors: [],
    });
  });

  it('a success that is not our envelope is an error, not data', async () => {
    for (const path of ['/array', '/number', '/empty']) {
      expect(await failure(client().get(path))).toMatchObject({
        kind: 'http',
        code: 'INTERNAL',
        status: 200,
        message: 'The server answered without the expected JSON envelope',
      });
    }
  });
});

describe('what every request sends', () => {
  it('the method asked for, JSON only when there is a body, and the language when one is set', async () => {
    const c = client({ getLanguage: () => 'de' });
    expect((await c.patch<{ method: string }>('/x', { a: 1 })).data.method).toBe('PATCH');
    expect(last()).toMatchObject({ method: 'PATCH', body: '{"a":1}' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers['accept-language']).toBe('de');
    expect(last().headers.accept).toBe('application/json');
    await c.put('/x', { b: 2 });
    expect(last()).toMatchObject({ method: 'PUT', body: '{"b":2}' });
    await c.delete('/x');
    expect(last()).toMatchObject({ method: 'DELETE', body: '' });
    expect(last().headers['content-type']).toBeUndefined();
    await client().post('/x');
    expect(last().headers['content-type']).toBeUndefined();
    // Without a language of ours, the runtime's own default goes.
    expect(last().headers['accept-language']).toBe('*');
  });

  it('a form as multipart, with the boundary the runtime chose', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await client().post('/x', form);
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('filename="a.jpg"');
  });

  it('every value of a list, and zero and false, but no empty value in the query; no "?" without one', () => {
    const c = client({ baseUrl: `${base}//` });
    expect(
      c.url('/ads', {
        features: ['balcony', 'garden'],
        minRooms: 0,
        commissionFree: false,
        q: '',
        city: null,
        max: undefined,
      }),
    ).toBe(`${base}/ads?features=balcony&features=garden&minRooms=0&commissionFree=false`);
    expect(c.url('/ads', {})).toBe(`${base}/ads`);
    expect(c.url('/ads')).toBe(`${base}/ads`);
  });

  it('a request the caller cancels fails as cancelled, not as a network problem', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client().get('/x', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(RequestError);
    expect((error as unknown as Error).name).toBe('AbortError');
  });
});

describe('a download', () => {
  it('is the body with the file name the server gave, and the bearer token', async () => {
    const file = await client({ getToken: () => 'tok' }).download('/receipt', { lang: 'de' });
    expect(file.filename).toBe('INS-2026-000001.pdf');
    expect(await file.content.text()).toBe('%PDF-1.7');
    expect(last().headers.authorization).toBe('Bearer tok');
    expect(last().url).toBe('/api/receipt?lang=de');
  });

  it('is named "download" when the server names nothing; sends no token without one', async () => {
    expect((await client().download('/unnamed')).filename).toBe('download');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('fails with the server’s code, or as a network problem', async () => {
    expect(await failure(client().download('/gone'))).toMatchObject({ kind: 'http', code: 'NOT_FOUND', status: 404 });
    const closed = new HttpClient({ baseUrl: 'http://127.0.0.1:1/api', getToken: () => null });
    expect(await failure(closed.download('/receipt'))).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
  });
});
