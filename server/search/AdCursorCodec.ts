import { isUuid } from '../../src/domain/id';
import type { AdSort } from '../../src/domain/ad';
import type { AdCursor } from '../ads/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { SecretHasher } from '../accounts/ports';

/** Ads without the sorted value (price on request, no area) sort last both ways; these stand in for it in a cursor. */
export const NO_VALUE_ASC = 2147483647;
export const NO_VALUE_DESC = -1;
/** Highest relevance score: four points for each of at most eight words. */
const MAX_SCORE = 32;
/** Relevance pages reach no deeper than this many ads (then: sort by newest to see them all). */
export const MAX_DEPTH = 5000;

const DATE_SORTS: readonly AdSort[] = ['newest', 'relevance', 'reduced'];

function invalid(): ApiError {
  return ApiError.validation([
    { field: 'cursor', code: 'invalid', message: 'The cursor is not valid; start from the first page' },
  ]);
}

/**
 * Keyset cursors are signed: the server only continues from a position it handed out itself, so nobody can make the
 * database compare against values its columns cannot hold. The value is checked for its sort order as well.
 */
export class AdCursorCodec {
  constructor(private readonly secrets: SecretHasher) {}

  encode(sort: AdSort, cursor: AdCursor): string {
    const payload = Buffer.from(
      JSON.stringify([
        sort,
        cursor.value,
        cursor.id,
        cursor.score ?? null,
        cursor.depth ?? null,
        cursor.untyped ?? null,
      ]),
    ).toString('base64url');
    return `${payload}.${this.secrets.hash(`ad-cursor:${payload}`)}`;
  }

  decode(sort: AdSort, text: string): AdCursor {
    const dot = text.lastIndexOf('.');
    const payload = text.slice(0, dot);
    if (dot < 1 || !this.secrets.matches(`ad-cursor:${payload}`, text.slice(dot + 1))) throw invalid();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    // Five parts before the typed/untyped group (issue 41): cursors handed out earlier still continue.
    if (
      !Array.isArray(parsed) ||
      (parsed.length !== 5 && parsed.length !== 6) ||
      parsed[0] !== sort ||
      typeof parsed[2] !== 'string' ||
      !isUuid(parsed[2])
    )
      throw invalid();
    const [, value, id, score, depth, untyped = null] = parsed as [
      unknown,
      unknown,
      string,
      unknown,
      unknown,
      unknown?,
    ];
    const fits = DATE_SORTS.includes(sort)
      ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
      : typeof value === 'number' && Number.isFinite(value) && value >= NO_VALUE_DESC && value <= NO_VALUE_ASC;
    const relevance = sort === 'relevance';
    const scoreFits = relevance
      ? Number.isInteger(score) && (score as number) >= 0 && (score as number) <= MAX_SCORE
      : score === null;
    const depthFits = relevance
      ? Number.isInteger(depth) && (depth as number) > 0 && (depth as number) <= MAX_DEPTH
      : depth === null;
    if (!fits || !scoreFits || !depthFits || (untyped !== null && typeof untyped !== 'boolean')) throw invalid();
    return {
      value: value as string | number,
      id,
      ...(relevance ? { score: score as number, depth: depth as number } : {}),
      ...(untyped === null ? {} : { untyped }),
    };
  }
}
