import type { Ad } from '../../src/domain/ad';
import type { AdDayFigures, AdStatsReport } from '../../src/domain/adStats';
import type { AdFilters, AdPage } from '../../src/domain/adSearch';
import type { CreditBalance } from '../../src/application/ads/ports';
import { RequestError } from '../../src/application/shared/RequestError';

/** The packages the server seeds (server/seed/packages.ts), cheapest first: publishing picks among them. */
const SERVER_PACKAGES = [
  { id: 'basis', priceCents: 1490, maxImages: 10, durationDays: 30 },
  { id: 'plus', priceCents: 3490, maxImages: 20, durationDays: 60 },
  { id: 'premium', priceCents: 7990, maxImages: 30, durationDays: 90 },
];
export type ServerPackage = (typeof SERVER_PACKAGES)[number];

/**
 * As the server (spendAdCredit): without a choice, the cheapest package's credit whose image limit fits the ad; the
 * balances after spending it (a package with none left drops out). No credit: 402 NO_CREDITS.
 */
export function spendCredit(
  balances: CreditBalance[],
  ad: Ad,
  packageId: string | null,
): { pkg: ServerPackage; balances: CreditBalance[] } {
  const candidates = balances.filter((c) => c.credits > 0 && (packageId === null || c.packageId === packageId));
  const byPrice = SERVER_PACKAGES.filter((p) => candidates.some((c) => c.packageId === p.id));
  const pkg = byPrice.find((p) => ad.images.length <= p.maxImages) ?? byPrice[0];
  if (!pkg) throw new RequestError('http', 'NO_CREDITS', 'No credits', 402);
  candidates.find((c) => c.packageId === pkg.id)!.credits--;
  return { pkg, balances: balances.filter((c) => c.credits > 0) };
}

/** As the server: the last `days` calendar days on German clocks, every day listed (none counted: zeros), and totals. */
export function lastDays(figures: AdDayFigures[], days: number): AdStatsReport {
  const today = Date.parse(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}T00:00:00Z`,
  );
  const stored = new Map(figures.map((d) => [d.day, d]));
  const list = Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  ).map((day) => stored.get(day) ?? { day, views: 0, saves: 0, contacts: 0 });
  const totals = list.reduce(
    (sum, d) => ({ views: sum.views + d.views, saves: sum.saves + d.saves, contacts: sum.contacts + d.contacts }),
    { views: 0, saves: 0, contacts: 0 },
  );
  return { days: list, totals };
}

/** As the server's GET /api/ads, for what the fake's tests ask: live ads, the filters, price sort, offset "cursors". */
export function pageOf(
  ads: Ad[],
  filters: AdFilters,
  cursor: string | null,
  limit: number,
  understood: AdPage['understood'],
): AdPage {
  let list = ads.filter((a) => a.status === 'active');
  if (filters.category) list = list.filter((a) => a.category === filters.category);
  if (filters.city) list = list.filter((a) => a.city.toLowerCase() === filters.city!.toLowerCase());
  if (filters.q)
    list = list.filter((a) => `${a.title} ${a.description}`.toLowerCase().includes(filters.q!.toLowerCase()));
  if (filters.minRooms !== undefined) list = list.filter((a) => a.rooms !== null && a.rooms >= filters.minRooms!);
  if (filters.maxRooms !== undefined) list = list.filter((a) => a.rooms !== null && a.rooms <= filters.maxRooms!);
  if (filters.minPrice !== undefined) list = list.filter((a) => (a.priceCents ?? 0) >= filters.minPrice!);
  if (filters.maxPrice !== undefined) list = list.filter((a) => (a.priceCents ?? Infinity) <= filters.maxPrice!);
  if (filters.featured) list = list.filter((a) => a.featuredUntil !== null);
  if (filters.sort === 'price_asc') list.sort((a, b) => (a.priceCents ?? 0) - (b.priceCents ?? 0));
  const start = cursor ? Number(cursor) : 0;
  const items = list.slice(start, start + limit);
  return {
    items,
    total: list.length,
    nextCursor: start + limit < list.length ? String(start + limit) : null,
    totalCapped: false,
    sort: filters.sort ?? 'newest',
    correctedQuery: null,
    understood,
    unmatchedWords: [],
    alternatives: [],
  };
}

/** As the server (AdLifecycleService.resume): live again, its end and highlight moved by the time it was paused. */
export function resumed(ad: Ad, pausedAt: string, now: number): Ad {
  const pausedFor = now - Date.parse(pausedAt);
  const later = (date: string | null) => (date ? new Date(Date.parse(date) + pausedFor).toISOString() : null);
  return {
    ...ad,
    status: 'active',
    pausedAt: null,
    expiresAt: later(ad.expiresAt),
    featuredUntil: later(ad.featuredUntil),
  };
}

/** As the server (AdLifecycleService.extend): the package's runtime added to the end, or from now once it ran out. */
export function extended(ad: Ad, pkg: ServerPackage, now: number): Ad {
  const from =
    ad.status === 'expired' || !ad.expiresAt || Date.parse(ad.expiresAt) <= now ? now : Date.parse(ad.expiresAt);
  return {
    ...ad,
    status: ad.status === 'paused' ? 'paused' : 'active',
    expiresAt: new Date(from + pkg.durationDays * 86_400_000).toISOString(),
  };
}
