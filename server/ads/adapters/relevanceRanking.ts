import { sql, type SQL } from 'drizzle-orm';
import type { AdSearch, SearchTerm } from '../ports';
import { foldText } from '../domain/searchTerms';
import type { Database } from '../../platform/db/database';
import { ads } from '../../platform/db/schema';
import { relevanceScore, searchFilters, termMatches, type Lexemes } from './adSearchSql';

/** Totals above this are reported as "more than TOTAL_CAP". */
export const TOTAL_CAP = 1000;
/** Relevance is ranked among at most this many of the newest matches of each word. */
const RELEVANCE_WINDOW = 150;

export interface RankedHits {
  hits: { id: string; score: number }[];
  /** Matches counted up to TOTAL_CAP + 1. */
  matches: number;
  /** Per searched word: whether a match of it was seen (so it is no "unmatched word"); false means "not known". */
  seen: boolean[];
}

/**
 * Ads matching more of the searched words first, then the newest. Candidates are the newest RELEVANCE_WINDOW ads (more
 * on deeper pages) for each word on its own, so a common word over a million ads costs no more than a rare one, and
 * the one ad with "Wohnung 123457" is found among a million flats; the score is computed only for them.
 *
 * One walk serves both the count and the candidates: the newest TOTAL_CAP + 1 matches of any word (along the
 * newest-first index for a common word, from the GIN index for rare ones) are counted, and each word's newest matches
 * among them are its candidates. Only a word with fewer than a window's worth in a capped walk (a rare word beside a
 * common one) is looked up on its own, behind a one-time filter, so it costs nothing when not needed. Reading the
 * newest ads is what takes the time (some 0.8 µs per ad over a million), and the count and the candidates used to
 * read the same ads twice.
 */
export async function rankByRelevance(
  db: Database,
  query: AdSearch,
  now: Date,
  lexemes: Lexemes,
  common: boolean[],
): Promise<RankedHits> {
  // Deeper pages rank among more candidates, so paging goes on past the first window.
  const window = Math.max(RELEVANCE_WINDOW, (query.cursor?.depth ?? 0) + query.limit + 1);
  const newest = (isCommon: boolean) => sql.raw(`desc ${isCommon ? 'nulls last' : 'nulls first'}`);
  const walkOrder = newest(common.includes(true));
  const untyped = query.propertyTypeWords ? sql`(${ads.propertyType} is null)` : sql`false`;
  const flag = (i: number) => sql.identifier(`m${i}`);
  const rank = (i: number) => sql.identifier(`r${i}`);
  const total = (i: number) => sql.identifier(`n${i}`);
  const each = (part: (term: SearchTerm, i: number) => SQL, separator: SQL) =>
    sql.join(query.terms.map(part), separator);

  const walked = sql`select ${ads.id} as id, ${ads.publishedAt} as published_at, ${untyped} as untyped,
      ${each((term, i) => sql`${termMatches(term, lexemes)} as ${flag(i)}`, sql`, `)}
    from ${ads} where ${searchFilters(query, now, foldText, lexemes)}
    order by ${ads.publishedAt} ${walkOrder}, ${ads.id} ${walkOrder} limit ${TOTAL_CAP + 1}`;
  const counted = sql`select count(*)::int as n, ${each((_, i) => sql`(count(*) filter (where ${flag(i)}))::int as ${total(i)}`, sql`, `)} from walked`;
  const ranked = sql`select id, ${each((_, i) => sql`${flag(i)}, count(*) filter (where ${flag(i)}) over newest as ${rank(i)}`, sql`, `)}
    from walked window newest as (order by published_at desc, id desc rows between unbounded preceding and current row)`;
  const onItsOwn = (term: SearchTerm, i: number) => {
    const order = newest(common[i]!);
    return sql`select more.id from (select ${ads.id} as id from ${ads}
        where ${searchFilters({ ...query, terms: [term] }, now, foldText, lexemes)}
        order by ${ads.publishedAt} ${order}, ${ads.id} ${order} limit ${window}) more
      where (select n > ${TOTAL_CAP} and ${total(i)} < ${window} from counted)`;
  };
  const candidates = sql`select id from (${ranked}) ranked
      where ${each((_, i) => sql`(${flag(i)} and ${rank(i)} <= ${window})`, sql` or `)}
    union ${each(onItsOwn, sql` union `)}`;

  const c = query.cursor;
  const after = c
    ? sql`(score, published_at, id) < (${c.score ?? 0}, ${new Date(String(c.value)).toISOString()}::timestamptz, ${c.id})`
    : null;
  const keyset = after ? sql`where ${c!.untyped ? sql`untyped and ${after}` : sql`(untyped or ${after})`}` : sql``;
  // Right joined to the count, so a page without rows still carries it.
  const result = (await db.execute(
    sql`with walked as materialized (${walked}), counted as (${counted}), candidates as (${candidates})
      select page.id, page.score, counted.* from (
          select id, untyped, score, published_at from (
            select ${ads.id} as id, ${untyped} as untyped, ${ads.publishedAt} as published_at, ${relevanceScore(query.terms, lexemes)} as score
            from ${ads} where ${ads.id} in (select id from candidates)
          ) scored ${keyset} order by untyped, score desc, published_at desc, id desc limit ${query.limit + 1}
        ) page right join counted on true
      order by page.untyped, page.score desc, page.published_at desc, page.id desc`,
  )) as unknown as { rows: ({ id: string | null; score: number | null; n: number } & Record<string, unknown>)[] };
  const first = result.rows[0];
  return {
    hits: result.rows.filter((r) => r.id !== null).map((r) => ({ id: r.id!, score: Number(r.score) })),
    matches: Number(first?.n ?? 0),
    seen: query.terms.map((_, i) => Number(first?.[`n${i}`] ?? 0) > 0),
  };
}
