import { describe, expect, it } from 'vitest';
import type { AdSort } from '../../src/domain/ad';
import { AdCursorCodec, MAX_DEPTH, NO_VALUE_ASC, NO_VALUE_DESC } from '../../server/search/AdCursorCodec';
import { ApiError } from '../../server/platform/domain/ApiError';
import { SecretHasherHmac } from '../../server/accounts/adapters/codes';

// The next-page cursor of the ads list: the server continues only from a position it handed out itself, and even a
// correctly signed position must fit its sort (a signing key that leaked must not let values through that the
// database's columns cannot hold).
const hasher = new SecretHasherHmac('cursor-test-key');
const codec = new AdCursorCodec(hasher);
const ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

/** A cursor signed with the server's key around any payload: what someone holding the key could hand in. */
const signed = (content: unknown, raw = JSON.stringify(content)) => {
  const payload = Buffer.from(raw).toString('base64url');
  return `${payload}.${hasher.hash(`ad-cursor:${payload}`)}`;
};

/** The field error decoding gives, or null when the cursor is accepted. */
function refusal(sort: AdSort, text: string): unknown {
  try {
    codec.decode(sort, text);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, errors: error.errors.map(({ field, code }) => ({ field, code })) };
  }
}
const INVALID = { status: 400, errors: [{ field: 'cursor', code: 'invalid' }] };

describe('a page cursor the server handed out', () => {
  it('comes back as the same position, for every sort', () => {
    expect(codec.decode('newest', codec.encode('newest', { value: '2026-11-27T10:00:00.000Z', id: ID }))).toEqual({
      value: '2026-11-27T10:00:00.000Z',
      id: ID,
    });
    expect(codec.decode('price_asc', codec.encode('price_asc', { value: 125_050, id: ID }))).toEqual({
      value: 125_050,
      id: ID,
    });
    expect(codec.decode('area_desc', codec.encode('area_desc', { value: NO_VALUE_DESC, id: ID }))).toEqual({
      value: NO_VALUE_DESC,
      id: ID,
    });
    expect(
      codec.decode(
        'relevance',
        codec.encode('relevance', { value: '2026-11-27T10:00:00.000Z', id: ID, score: 32, depth: MAX_DEPTH }),
      ),
    ).toEqual({
      value: '2026-11-27T10:00:00.000Z',
      id: ID,
      score: 32,
      depth: MAX_DEPTH,
    });
  });

  it('is refused for another sort than the one it was made for', () => {
    expect(refusal('price_desc', codec.encode('price_asc', { value: 125_050, id: ID }))).toEqual(INVALID);
  });
});

describe('a cursor that was not handed out', () => {
  const genuine = codec.encode('price_asc', { value: 125_050, id: ID });
  const [payload, signature] = genuine.split('.') as [string, string];

  it.each([
    ['no signature', payload],
    ['an empty payload', `.${signature}`],
    ['a signature of another key', `${payload}.${new SecretHasherHmac('another key').hash(`ad-cursor:${payload}`)}`],
    [
      'a changed payload',
      `${Buffer.from(JSON.stringify(['price_asc', 1, ID, null, null])).toString('base64url')}.${signature}`,
    ],
    ['the payload signed without its purpose', `${payload}.${hasher.hash(payload)}`],
  ])('with %s is a 400 naming the cursor', (_case, text) => {
    expect(refusal('price_asc', text)).toEqual(INVALID);
  });
});

describe('a signed cursor whose content does not fit', () => {
  it.each<[string, AdSort, unknown]>([
    ['not JSON', 'newest', undefined],
    ['not a list', 'newest', { sort: 'newest', value: '2026-11-27T10:00:00.000Z', id: ID }],
    [
      'an object dressed as a list',
      'newest',
      { 0: 'newest', 1: '2026-11-27T10:00:00.000Z', 2: ID, 3: null, 4: null, length: 5 },
    ],
    ['four entries', 'newest', ['newest', '2026-11-27T10:00:00.000Z', ID, null]],
    ['seven entries', 'newest', ['newest', '2026-11-27T10:00:00.000Z', ID, null, null, null, null]],
    [
      'a typed/untyped group that is not true or false',
      'newest',
      ['newest', '2026-11-27T10:00:00.000Z', ID, null, null, 'yes'],
    ],
    ['an id that is not text', 'newest', ['newest', '2026-11-27T10:00:00.000Z', 7, null, null]],
    ['an id in a list', 'newest', ['newest', '2026-11-27T10:00:00.000Z', [ID], null, null]],
    ['an id that is no UUID', 'newest', ['newest', '2026-11-27T10:00:00.000Z', 'ad-7', null, null]],
    ['a UUID with something before it', 'newest', ['newest', '2026-11-27T10:00:00.000Z', `x${ID}`, null, null]],
    ['a UUID with something after it', 'newest', ['newest', '2026-11-27T10:00:00.000Z', `${ID}x`, null, null]],
    ['a date sort with a number', 'newest', ['newest', 1_700_000_000_000, ID, null, null]],
    ['a date sort with no date', 'newest', ['newest', 'gestern', ID, null, null]],
    ['a price sort with a text', 'price_asc', ['price_asc', '125050', ID, null, null]],
    ['a price above the stand-in for "no price"', 'price_asc', ['price_asc', NO_VALUE_ASC + 1, ID, null, null]],
    ['a price below the stand-in for "no price"', 'price_desc', ['price_desc', NO_VALUE_DESC - 1, ID, null, null]],
    ['a score outside relevance', 'newest', ['newest', '2026-11-27T10:00:00.000Z', ID, 3, null]],
    ['a depth outside relevance', 'price_asc', ['price_asc', 100, ID, null, 20]],
    ['relevance without a score', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, null, 20]],
    ['a negative score', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, -1, 20]],
    ['a score above the highest', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 33, 20]],
    ['a broken score', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 1.5, 20]],
    ['relevance without a depth', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 4, null]],
    ['a depth of nothing', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 4, 0]],
    ['a depth past the deepest page', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 4, MAX_DEPTH + 1]],
    ['a broken depth', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 4, 2.5]],
  ])('with %s is a 400 naming the cursor', (_case, sort, content) => {
    expect(refusal(sort, content === undefined ? signed(null, '["newest",') : signed(content))).toEqual(INVALID);
  });

  it.each<[string, AdSort, unknown[]]>([
    ['the stand-in for "no price", ascending', 'price_asc', ['price_asc', NO_VALUE_ASC, ID, null, null]],
    ['the stand-in for "no area", descending', 'area_desc', ['area_desc', NO_VALUE_DESC, ID, null, null]],
    ['the lowest score and the first page’s depth', 'relevance', ['relevance', '2026-11-27T10:00:00.000Z', ID, 0, 1]],
    [
      'the group of untyped ads a type read from the words ranks last',
      'newest',
      ['newest', '2026-11-27T10:00:00.000Z', ID, null, null, true],
    ],
  ])('at the edge of what fits (%s) is accepted', (_case, sort, content) => {
    expect(refusal(sort, signed(content))).toBeNull();
  });
});
