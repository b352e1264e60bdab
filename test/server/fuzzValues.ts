import fc from 'fast-check';
import { validAd } from './helpers';

// What the fuzzer sends (test/server/badInput.property.test.ts): junk, numbers at the columns' edges, bodies, types.

/** Values at and past the edges of what the columns hold: 2^31, 2^53, NaN spelled out, impossible dates. */
const EDGES = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e20',
  'NaN',
  'Infinity',
  '-0',
  '0.000001',
  '2024-02-30',
  '0000-01-01',
  '99999-12-31',
  '2024-13-01',
];
export const junk = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '%',
    '../..',
    '%00',
    "' OR 1=1 --",
    '\u0000',
    'ä'.repeat(300),
    '-1',
    '1e309',
    'null',
    '{"a":1}',
    ...EDGES,
  ),
);
const edgeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1_000_000,
  999_999.995,
  1e-7,
  -0,
);
const edgeValue = fc.oneof(fc.jsonValue(), edgeNumber, fc.constantFrom(...EDGES));
export const idSegment = fc.oneof(junk, fc.uuid(), fc.constant('__AD__'));
export const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'title',
      'role',
      'blocked',
      'code',
      'imageIds',
      'priceCents',
      'status',
      'reason',
      'packageId',
      'paymentId',
      'number',
      'message',
      'filters',
      'frequency',
      'seen',
      'body',
      'details',
      'note',
      'date',
      'time',
      'minutes',
      'kind',
      'capacity',
      'seekerIds',
      'attendance',
      'adults',
      'incomeBand',
      'profileConsent',
      'documentIds',
      'endpoint',
      'keys',
      'quietFrom',
      'quietUntil',
      'clientId',
      '__proto__',
      'constructor',
    ),
    fc.jsonValue(),
  ),
  // A whole valid ad with one field pushed to an edge: reaches the database unless the schema stops it.
  fc
    .record({
      field: fc.constantFrom(
        'priceCents',
        'livingArea',
        'plotArea',
        'rooms',
        'floor',
        'yearBuilt',
        'availableFrom',
        'energyCertificate',
      ),
      value: edgeValue,
    })
    .map(({ field, value }) => ({ ...validAd(), [field]: value })),
  fc.string().map((s) => ({ raw: s })),
);
export const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/xml',
  undefined,
);
export const token = fc.constantFrom<'user' | 'admin' | 'none' | 'garbage'>('user', 'admin', 'none', 'garbage');
