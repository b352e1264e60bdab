import { and, count, sql, type SQL } from 'drizzle-orm';
import type { AdSearch, SearchTerm } from '../ports';
import { foldText, searchTerms } from '../domain/searchTerms';
import type { Database } from '../../platform/db/database';
import { ads } from '../../platform/db/schema';
import { orderFor, type OrderedSort, publicAdFilters, searchFilters, termMatches, type Lexemes } from './adSearchSql';
import { BoundedCache } from './BoundedCache';
import { rankByRelevance, TOTAL_CAP } from './relevanceRanking';

export { TOTAL_CAP };

/** Up to this many matches are sorted in memory; more are read in index order. */
const SPARSE_LIMIT = 300;
/** How many of the newest ads are looked at to tell a common word from a rare one … */
const PROBE_SIZE = 2000;
/** … and how many of them must have it for the word to count as common (1 %). */
const COMMON_HITS = 20;
/** How long a word's probe result is trusted (how common a word is changes slowly). */
const PROBE_TTL_MS = 10 * 60 * 1000;
/** Stems remembered per process: searched words repeat, and each costs a round trip the first time. */
const LEXEME_CACHE_SIZE = 10_000;

/** How alike a typed word and a known word must be to correct one to the other (pg_trgm similarity). */
const CORRECTION_SIMILARITY = 0.5;
/**
 * How long a correction is trusted. Asked only when the words as typed match nothing (checked on every search), so a
 * kept one can at worst miss, for this long, a closer word an ad has started to use since.
 */
const CORRECTION_TTL_MS = 10 * 60 * 1000;

/** Per searched word, whether the search saw a match of it (false: not known). */
interface Seen {
  seen: boolean[];
}

/** Ids in result order, with the relevance score where ranked, the (capped) number of matches, and the corrected words if any. */
export interface SearchHits {
  hits: { id: string; score?: number }[];
  matches: number;
  correctedQuery: string | null;
  /** Searched words (as typed) that no public ad contains; asked on a first page only. */
  unmatchedWords: string[];
}

/**
 * Full-text search over the public ads, planned for a million of them. Every query has two ways to run: walk the
 * newest-first (or price…) index and stop after a page, which is fast when many ads match; or take the matches from
 * the GIN index and sort them, which is fast when few do. PostgreSQL estimates prefix searches ("altbau:*") at 0.5 %
 * or more however rare the word, so it would walk a million rows for "123457". Hence each word is first counted among
 * the newest PROBE_SIZE ads (one short index walk), and the query is spelled so the planner can only take the right
 * way: NULLS LAST matches the indexes (walk), NULLS FIRST does not (GIN and sort); both orders are equal because the
 * sorted columns of public ads are never NULL.
 */
export class AdSearchDrizzle {
  private readonly lexemeCache = new BoundedCache<string[]>(LEXEME_CACHE_SIZE);
  private readonly probeCache = new BoundedCache<boolean>(LEXEME_CACHE_SIZE, PROBE_TTL_MS);
  private readonly correctionCache = new BoundedCache<string | null>(LEXEME_CACHE_SIZE, CORRECTION_TTL_MS);

  constructor(private readonly db: Database) {}

  async search(query: AdSearch, now: Date): Promise<SearchHits> {
    const { seen, ...found } = await this.run(query, now);
    if (query.terms.length === 0) return { ...found, correctedQuery: null, unmatchedWords: [] };
    if (found.matches > 0)
      return { ...found, correctedQuery: null, unmatchedWords: await this.unmatched(query, now, seen) };
    // Nothing has the words as typed: perhaps one is misspelt ("Dachtarrasse"). Words the ads use are known.
    const corrected = await this.correction(query.terms);
    const again = corrected === null ? null : await this.run({ ...query, terms: searchTerms(corrected) }, now);
    if (again && again.matches > 0)
      return { hits: again.hits, matches: again.matches, correctedQuery: corrected, unmatchedWords: [] };
    return { ...found, correctedQuery: null, unmatchedWords: query.terms.map((t) => t.word) };
  }

  /**
   * The searched words no public ad contains, whatever the other filters: any one word is enough for an ad to match,
   * so a word nobody uses would otherwise vanish unnoticed. One statement, an EXISTS per word (a GIN lookup), for the
   * words the search itself has not already seen matched.
   */
  private async unmatched(query: AdSearch, now: Date, seen: boolean[]): Promise<string[]> {
    if (query.cursor !== null || seen.every(Boolean)) return [];
    const lexemes = await this.lexemes(query);
    const unseen = query.terms.filter((_, i) => !seen[i]);
    const columns = unseen.map(
      (term, i) =>
        sql`exists (select 1 from ${ads} where ${and(...publicAdFilters(now), termMatches(term, lexemes))}) as ${sql.identifier(`w${i}`)}`,
    );
    const result = (await this.db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
      rows: Record<string, boolean>[];
    };
    const row = result.rows[0] ?? {};
    return unseen.filter((_, i) => row[`w${i}`] !== true).map((t) => t.word);
  }

  private async run(query: AdSearch, now: Date): Promise<Omit<SearchHits, 'correctedQuery' | 'unmatchedWords'> & Seen> {
    const lexemes = await this.lexemes(query);
    const common = await this.commonWords(query, lexemes);
    const where = searchFilters(query, now, foldText, lexemes);
    // Ranked: the capped count rides along in the same statement (one plan, one round trip, no second connection).
    if (query.sort === 'relevance' && query.terms.length > 0)
      return rankByRelevance(this.db, query, now, lexemes, common);
    const sort = query.sort === 'relevance' ? 'newest' : query.sort;
    const few = query.terms.length === 0 ? await this.sortedIfFew(query, where, sort) : null;
    if (few) return { ...few, seen: [] };
    const matches = query.terms.length === 0 ? TOTAL_CAP + 1 : await this.countUpTo(where, common);
    // A known place finds all its matches through its index, so up to the cap they are sorted rather than walked for.
    const sparse = matches <= SPARSE_LIMIT || (query.place !== null && matches <= TOTAL_CAP);
    const { order, keyset } = typedFirst(query, orderFor(sort, query.cursor, sparse ? 'nulls first' : 'nulls last'));
    const rows = await this.db
      .select({ id: ads.id })
      .from(ads)
      .where(keyset ? sql`${where} and ${keyset}` : where)
      .orderBy(...order)
      .limit(query.limit + 1);
    return { hits: rows, matches, seen: query.terms.map(() => false) };
  }

  /**
   * The searched words with each unknown one replaced by the most similar word any ad uses, or null when there is
   * nothing to correct. One trigram lookup per word among the known words (search_words, kept by a trigger).
   */
  private async correction(terms: SearchTerm[]): Promise<string | null> {
    const typed = terms.map((t) => foldText(t.word));
    const key = typed.join(' ');
    const kept = this.correctionCache.get(key);
    if (kept !== undefined) return kept;
    const corrected = await this.correct(typed);
    this.correctionCache.set(key, corrected);
    return corrected;
  }

  private async correct(typed: string[]): Promise<string | null> {
    const result = (await this.db.execute(sql`
      select typed.word as typed, (
        select known.word from search_words known
        where known.word % typed.word and similarity(known.word, typed.word) >= ${CORRECTION_SIMILARITY}
        order by known.word = typed.word desc, known.word <-> typed.word, known.word limit 1
      ) as known
      from unnest(array[${sql.join(
        typed.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) with ordinality as typed(word, position)
      order by typed.position`)) as unknown as { rows: { typed: string; known: string | null }[] };
    const words = result.rows.map((r) => r.known ?? r.typed);
    return words.some((word, i) => word !== typed[i]) ? words.join(' ') : null;
  }

  /** Each searched form's stems, as PostgreSQL's German text search configuration makes them (see adSearchSql.ts). */
  async lexemes(query: AdSearch): Promise<Lexemes> {
    const terms = query.propertyTypeWords ? [...query.terms, query.propertyTypeWords] : query.terms;
    const forms = [...new Set(terms.flatMap((t) => [...t.strong, ...t.weak]))];
    const missing = forms.filter((f) => this.lexemeCache.get(f) === undefined);
    if (missing.length > 0) {
      const result = (await this.db.execute(
        sql`select f as form, plainto_tsquery('german', f)::text as query from unnest(array[${sql.join(
          missing.map((f) => sql`${f}`),
          sql`, `,
        )}]::text[]) f`,
      )) as unknown as { rows: { form: string; query: string }[] };
      for (const { form, query: text } of result.rows)
        this.lexemeCache.set(
          form,
          [...text.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!),
        );
    }
    return new Map(forms.map((f) => [f, this.lexemeCache.get(f) ?? []]));
  }

  /**
   * Per searched word: is it in at least 1 % of the newest ads? How common a word is changes slowly, so the answer
   * is kept for PROBE_TTL_MS; only words not known yet are probed.
   */
  private async commonWords(query: AdSearch, lexemes: Lexemes): Promise<boolean[]> {
    const keyOf = (term: SearchTerm) => JSON.stringify([term.strong, term.weak]);
    const unknown = query.terms.filter((term) => this.probeCache.get(keyOf(term)) === undefined);
    if (unknown.length > 0) {
      const columns = unknown.map(
        (term, i) => sql`count(*) filter (where ${termMatches(term, lexemes)})::int as ${sql.identifier(`w${i}`)}`,
      );
      const newest = sql`select * from ${ads} where ${ads.status} = 'active' order by ${ads.publishedAt} desc nulls last, ${ads.id} desc nulls last limit ${PROBE_SIZE}`;
      const result = (await this.db.execute(
        sql`select ${sql.join(columns, sql`, `)} from (${newest}) as ${ads}`,
      )) as unknown as { rows: Record<string, number>[] };
      const row = result.rows[0] ?? {};
      unknown.forEach((term, i) => this.probeCache.set(keyOf(term), Number(row[`w${i}`] ?? 0) >= COMMON_HITS));
    }
    return query.terms.map((term) => this.probeCache.get(keyOf(term)) ?? false);
  }

  /**
   * Filters without words ("3 Zimmer Wohnung Berlin bis 1.200 €" once understood): up to TOTAL_CAP matches are taken
   * once (through the place's or filters' indexes), counted and sorted in one statement; null when there are more,
   * which are then walked in index order. The page keeps its order through the join that carries the count.
   */
  private async sortedIfFew(
    query: AdSearch,
    where: SQL,
    sort: OrderedSort,
  ): Promise<{ hits: { id: string }[]; matches: number } | null> {
    const { order, keyset } = typedFirst(query, orderFor(sort, query.cursor, 'nulls first'));
    const columns = sql`${ads.id}, ${ads.publishedAt}, ${ads.priceReducedAt}, ${ads.priceCents}, ${ads.pricePerSqmCents}, ${ads.livingArea}, ${ads.propertyType}`;
    const result = (await this.db.execute(sql`
      with capped as (select ${columns} from ${ads} where ${where} limit ${TOTAL_CAP + 1})
      select page.id, total.n from (
          select ${ads.id} as id, row_number() over (order by ${sql.join(order, sql`, `)}) as place
          from capped as ${ads} ${keyset ? sql`where ${keyset}` : sql``} order by ${sql.join(order, sql`, `)} limit ${query.limit + 1}
        ) page right join (select count(*)::int as n from capped) total on true
      order by page.place`)) as unknown as { rows: { id: string | null; n: number }[] };
    const matches = Number(result.rows[0]?.n ?? 0);
    if (matches > TOTAL_CAP) return null;
    return { hits: result.rows.filter((r) => r.id !== null).map((r) => ({ id: r.id! })), matches };
  }

  /**
   * How many ads match, counted only up to a cap: an exact count of a million rows is not worth its time. With only
   * rare words, the matches are taken from the GIN index (the ORDER BY the index cannot give forces it).
   */
  private async countUpTo(where: SQL, common: boolean[]): Promise<number> {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(this.cappedMatches(where, common).as('matches'));
    return n;
  }

  /** The matches, at most TOTAL_CAP + 1 of them, read the way that is fast for how common the words are. */
  private cappedMatches(where: SQL, common: boolean[]) {
    const rare = common.length > 0 && !common.includes(true);
    const matching = this.db
      .select({ one: sql`1` })
      .from(ads)
      .where(where);
    // A common word is counted along the newest-first index (the pages the page itself reads, so they are cached)
    // instead of a scan from the table's oldest rows.
    const walk = common.includes(true) ? matching.orderBy(sql`${ads.publishedAt} desc nulls last`) : matching;
    return (rare ? matching.orderBy(sql`${ads.publishedAt} desc nulls first`) : walk).limit(TOTAL_CAP + 1);
  }
}

/**
 * A type read from the words ("Dachgeschoss") also finds ads without a type whose text says it; those come after the
 * ads that have the type, in the same order among themselves (the cursor says which group the page ended in).
 */
function typedFirst(query: AdSearch, { order, keyset }: ReturnType<typeof orderFor>) {
  if (!query.propertyTypeWords) return { order, keyset };
  const untyped = sql`(${ads.propertyType} is null)`;
  const after = keyset && (query.cursor?.untyped ? sql`${untyped} and ${keyset}` : sql`(${untyped} or ${keyset})`);
  return { order: [untyped, ...order], keyset: after };
}
