import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { EmailBody, IdParams, Nullable, StringEnum } from '../../server/platform/http/schemas';
import { closeObjects, validatorCompiler } from '../../server/platform/http/validation';
import { app, envelope, fieldsOf, post, UUID, withEdgesApp } from './edgesApp';

/**
 * The edges every request passes, on a small Fastify app with the server's own plugins and compilers (no database):
 * what a caller gets back when input is wrong or something fails (the headers and limits around every answer:
 * httpHeadersAndLimits). The whole server's versions of these are in hardening, strictBodies and badInput.property.
 */
withEdgesApp();

describe('what a failure looks like to the caller', () => {
  it('an ApiError keeps its status, code and message', async () => {
    const answer = await app.inject(`/fail/conflict`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(envelope(409, 'CONFLICT', 'Only pending ads can be approved'));
  });

  it('a full work queue is 503 with the wait it names; Redis or the database away is 503 with a 5-second wait', async () => {
    const busy = await app.inject('/fail/busy');
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([503, '7']);
    for (const failure of ['redisRetries', 'redisClosed', 'databaseDown', 'databaseBusy']) {
      const answer = await app.inject(`/fail/${failure}`);
      expect([answer.statusCode, answer.headers['retry-after']], failure).toEqual([503, '5']);
      expect(answer.json(), failure).toEqual(
        envelope(503, 'UNAVAILABLE', 'The service is unavailable right now; please try again in a moment'),
      );
    }
  });

  it('a write that lost a race is 409 CONFLICT, asking to reload', async () => {
    for (const failure of ['duplicate', 'goneReference']) {
      const answer = await app.inject(`/fail/${failure}`);
      expect(answer.json(), failure).toEqual(
        envelope(409, 'CONFLICT', 'This changed in the meantime; please reload and try again'),
      );
    }
  });

  it('framework statuses become their stable codes; any other 4xx is an unreadable request', async () => {
    const codes = await Promise.all(
      ['unauthorized', 'forbidden', 'missing', 'tooMany', 'teapot'].map(async (f) =>
        (await app.inject(`/fail/${f}`)).json(),
      ),
    );
    expect(codes).toEqual([
      envelope(401, 'UNAUTHORIZED', 'Please sign in'),
      envelope(403, 'FORBIDDEN', 'Not allowed'),
      envelope(404, 'NOT_FOUND', 'Not found'),
      envelope(429, 'RATE_LIMITED', 'Too many requests; please wait and try again'),
      envelope(400, 'VALIDATION_FAILED', 'The request could not be read; check its format'),
    ]);
  });

  it('an unexpected failure is a bare 500: nothing of the query, the table or the stack', async () => {
    const answer = await app.inject('/fail/bug');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(envelope(500, 'INTERNAL', 'Something went wrong on our side'));
    expect(answer.body).not.toMatch(/select|password|users|frm|at /);
  });

  it('a body too large is 413, a type the route does not read is 415, broken JSON is 400: each in the envelope', async () => {
    const large = await post('/things', { title: 'Groß', priceCents: 1, note: 'x'.repeat(4096) });
    expect(large.json()).toEqual(envelope(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'));
    const text = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'text/csv' },
      payload: 'title;price',
    });
    expect(text.json()).toEqual(envelope(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported'));
    const broken = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Alt',
    });
    expect(broken.json()).toEqual(
      envelope(400, 'VALIDATION_FAILED', 'The request could not be read; check its format'),
    );
  });

  it('an address too long for the router is 414, a malformed one 400', async () => {
    const long = await app.inject(`/echo/${'a'.repeat(101)}`);
    expect([long.statusCode, long.json()]).toEqual([
      414,
      { statusCode: 414, error: 'VALIDATION_FAILED', message: 'The address is too long' },
    ]);
    expect((await app.inject(`/echo/${'a'.repeat(100)}`)).statusCode).toBe(200);
    const malformed = await app.inject('/echo/%E0%A4%A');
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { statusCode: 400, error: 'VALIDATION_FAILED', message: 'The address is malformed' },
    ]);
  });
});

describe('bad input: every field named, with a code the client translates', () => {
  it('names each wrong field at once, by its path, with required, too_short, too_long or invalid', async () => {
    const answer = await post('/things', {
      title: 'ab',
      priceCents: '1250',
      floor: {},
      rooms: [{ name: 'Küche' }, {}],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('VALIDATION_FAILED');
    expect(fieldsOf(answer)).toEqual([
      ['title', 'too_short'],
      ['priceCents', 'invalid'],
      ['floor.level', 'required'],
      ['rooms.1.name', 'required'],
    ]);
    expect(answer.json().message.split('; ')).toHaveLength(4);
    expect(answer.json().errors[0].message).toMatch(/^title /);
    expect(fieldsOf(await post('/things', { title: 'x'.repeat(11), priceCents: 1 }))).toEqual([['title', 'too_long']]);
    expect(fieldsOf(await post('/things', { priceCents: 1 }))).toEqual([['title', 'required']]);
  });

  it('a field the route does not know is refused by name, at any depth', async () => {
    const answer = await post('/things', {
      title: 'Altbau',
      priceCents: 1,
      isAdmin: true,
      floor: { level: 2, hidden: 'x' },
    });
    expect(answer.json().errors).toEqual([
      { field: 'isAdmin', code: 'invalid', message: 'isAdmin is not a field of this request' },
      { field: 'floor.hidden', code: 'invalid', message: 'floor.hidden is not a field of this request' },
    ]);
  });

  it('a body or query wrong as a whole is named as the body or the query', async () => {
    expect(fieldsOf(await post('/things', [1, 2]))).toEqual([['body', 'invalid']]);
    expect(fieldsOf(await app.inject('/find'))).toEqual([['querystring', 'invalid']]);
    expect((await app.inject('/find?q=Altbau')).json()).toEqual({ q: 'Altbau' });
  });

  it('a body keeps its types ("1250" is not a number); the address and query are text, read as their types', async () => {
    expect((await post('/things', { title: 'Altbau', priceCents: 1250 })).json()).toEqual({
      title: 'Altbau',
      priceCents: 1250,
    });
    const read = await app.inject(`/things/${UUID}?page=2&sort=price&utm_source=newsletter`);
    expect(read.json()).toEqual({ params: { id: UUID }, query: { page: 2, sort: 'price' } });
    expect((await app.inject(`/things/${UUID}`)).json().query).toEqual({ page: 1 });
    expect(fieldsOf(await app.inject(`/things/${UUID}?page=zwei&sort=cheap`))).toEqual([
      ['page', 'invalid'],
      ['sort', 'invalid'],
    ]);
    expect(fieldsOf(await app.inject('/things/not-a-uuid'))).toEqual([['id', 'invalid']]);
  });

  it('text with the NUL character, or a number past Infinity, is refused naming where it is, before the handler', async () => {
    const nul = await post('/things', { title: 'Alt\u0000bau', priceCents: 1 });
    expect(nul.json().errors).toEqual([
      { field: 'title', code: 'invalid', message: 'Must not contain the NUL character' },
    ]);
    const deep = await post('/things', {
      title: 'Altbau',
      priceCents: 1,
      rooms: [{ name: 'Bad' }, { name: 'Kü\u0000che' }],
    });
    expect(fieldsOf(deep)).toEqual([['rooms.1.name', 'invalid']]);
    const infinite = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"Altbau","priceCents":1,"area":1e309}',
    });
    expect(infinite.json().errors).toEqual([{ field: 'area', code: 'invalid', message: 'Must be a finite number' }]);
    expect(fieldsOf(await app.inject(`/things/${UUID}?q=a%00b`))).toEqual([['q', 'invalid']]);
    expect(fieldsOf(await app.inject('/echo/a%00b'))).toEqual([['word', 'invalid']]);
    // A key with NUL in an open object (a record): named without the NUL.
    expect(fieldsOf(await post('/labels', { 'la\u0000bel': 'x' }))).toEqual([['label', 'invalid']]);
    expect(fieldsOf(await post('/labels', { outer: { 'in\u0000ner': 1 } }))).toEqual([['outer.inner', 'invalid']]);
    expect((await post('/labels', { outer: { inner: 'fine', count: 2 } })).json()).toEqual({
      outer: { inner: 'fine', count: 2 },
    });
  });

  it('an object nested as deep as the body limit allows is answered, not a crash', async () => {
    const depth = 40_000;
    const deep = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(deep.statusCode).toBe(200);
  });
});

describe('closed bodies', () => {
  it('closes every object a schema declares, at every depth and branch; a record or an explicit rule stays as written', () => {
    const schema = {
      type: 'object',
      properties: {
        address: { type: 'object', properties: { street: { type: 'string' } } },
        rooms: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        contact: { anyOf: [{ type: 'object', properties: { email: { type: 'string' } } }, { type: 'null' }] },
        labels: { type: 'object', patternProperties: { '^.*$': { type: 'string' } } },
        extras: { type: 'object', additionalProperties: { type: 'object', properties: { note: { type: 'string' } } } },
        meta: { type: 'object', additionalProperties: true },
      },
      $defs: { price: { properties: { cents: { type: 'integer' } } } },
    };
    closeObjects(schema);
    const p = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema).toMatchObject({ additionalProperties: false });
    expect(p.address!.additionalProperties).toBe(false);
    expect((p.rooms!.items as Record<string, unknown>).additionalProperties).toBe(false);
    expect((p.contact!.anyOf as Record<string, unknown>[])[0]!.additionalProperties).toBe(false);
    expect((p.contact!.anyOf as Record<string, unknown>[])[1]!.additionalProperties).toBeUndefined();
    expect(p.labels!.additionalProperties).toBeUndefined();
    expect((p.extras!.additionalProperties as Record<string, unknown>).additionalProperties).toBe(false);
    expect(p.meta!.additionalProperties).toBe(true);
    expect((schema.$defs.price as Record<string, unknown>).additionalProperties).toBe(false);
    expect(() => closeObjects(undefined)).not.toThrow();
  });
});

describe('the schemas’ building blocks', () => {
  const accepts = (schema: object, value: unknown) =>
    validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(value) === true;

  it('Nullable takes the value or null; StringEnum only its words; an id is a UUID; an e-mail at most 254 characters', () => {
    const price = Nullable(Type.Integer());
    expect([accepts(price, 5), accepts(price, null), accepts(price, '5')]).toEqual([true, true, false]);
    const sort = StringEnum(['newest', 'price'], { description: 'Order' });
    expect([accepts(sort, 'price'), accepts(sort, 'cheapest')]).toEqual([true, false]);
    expect(sort).toMatchObject({ description: 'Order' });
    expect([accepts(IdParams, { id: UUID }), accepts(IdParams, { id: 'abc' })]).toEqual([true, false]);
    const at = (length: number) => ({ email: `${'a'.repeat(length - '@example.de'.length)}@example.de` });
    expect([accepts(EmailBody, at(254)), accepts(EmailBody, at(255))]).toEqual([true, false]);
  });
});
