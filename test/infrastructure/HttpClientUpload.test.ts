// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { RequestError } from '../../src/application/shared/RequestError';
import { startRecordingServer, type RecordingServer } from '../support/recordingServer';

/**
 * Photo uploads go through XMLHttpRequest (fetch cannot report upload progress): jsdom's sends real requests, so the
 * server here sees what a browser would send, across origins as the app's API may be.
 */
let server: RecordingServer;
let base: string;

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', window.location.origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Headers': 'authorization, accept, accept-language',
          'Access-Control-Allow-Methods': 'POST',
        })
        .end();
      return;
    }
    const answer = () =>
      req.url.endsWith('/full')
        ? res.writeHead(400, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              statusCode: 400,
              error: 'VALIDATION_FAILED',
              message: 'Too many',
              errors: [{ field: 'images', code: 'too_long', message: 'at most 10' }],
            }),
          )
        : res
            .writeHead(201, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ statusCode: 201, message: 'uploaded', data: { id: 'img-1' } }));
    // A slow upload answers after the client's own request timeout, which uploads are not held to.
    if (req.url.endsWith('/slow')) setTimeout(answer, 400);
    else answer();
  });
  base = server.base;
});

afterAll(() => server.close());

function photo(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'wohnzimmer.jpg');
  return form;
}

describe('a photo upload', () => {
  it('sends the form with the token and the language, reports its progress up to the whole, and answers the envelope', async () => {
    const progress: number[] = [];
    // German, not jsdom's own Accept-Language (en), so the header is known to be the client's.
    const client = new HttpClient({ baseUrl: base, getToken: () => 'tok', getLanguage: () => 'de' });
    const answer = await client.upload<{ id: string }>('/ads/1/images', photo(), (fraction) => progress.push(fraction));
    expect(answer).toEqual({ statusCode: 201, message: 'uploaded', data: { id: 'img-1' } });
    const request = server.last();
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['accept-language']).toBe('de');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('filename="wohnzimmer.jpg"');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('sends no token or language it does not have', async () => {
    await new HttpClient({ baseUrl: base, getToken: () => null }).upload('/ads/1/images', photo(), () => undefined);
    expect(server.last().headers.authorization).toBeUndefined();
    expect(server.last().headers['accept-language']).not.toBe('undefined');
  });

  it('is refused with the server’s code and field errors', async () => {
    const error = await new HttpClient({ baseUrl: base, getToken: () => null })
      .upload('/ads/1/full', photo(), () => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      kind: 'http',
      code: 'VALIDATION_FAILED',
      status: 400,
      fieldErrors: [{ field: 'images', code: 'too_long', message: 'at most 10' }],
    });
  });

  it('may take longer than an ordinary request', async () => {
    const client = new HttpClient({ baseUrl: base, getToken: () => null, timeoutMs: 100 });
    expect((await client.upload<{ id: string }>('/ads/1/slow', photo(), () => undefined)).data.id).toBe('img-1');
  });

  it('fails as a network problem when the server cannot be reached', async () => {
    const client = new HttpClient({ baseUrl: 'http://127.0.0.1:1/api', getToken: () => null });
    await expect(client.upload('/ads/1/images', photo(), () => undefined)).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK_ERROR',
    });
  });
});
