import { withUnderstood } from '../../src/domain/understoodSearch';
import type { AdDayFigures, AdStatsReport } from '../../src/domain/adStats';
import type { Ad } from '../../src/domain/ad';
import type { AdFilters, AdPage } from '../../src/domain/adSearch';
import type { AdInput } from '../../src/domain/adValidation';
import type { AdsApi, ContactMessage, CreditBalance, ReportReason } from '../../src/application/ads/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import type { SellerProfile } from '../../src/domain/conversation';
import type { TraderDetails } from '../../src/domain/trader';

/** The packages the server seeds (server/seed/packages.ts), cheapest first: publishing picks among them. */
const SERVER_PACKAGES = [
  { id: 'basis', priceCents: 1490, maxImages: 10, durationDays: 30 },
  { id: 'plus', priceCents: 3490, maxImages: 20, durationDays: 60 },
  { id: 'premium', priceCents: 7990, maxImages: 30, durationDays: 90 },
];

let counter = 0;

/**
 * What the server answers for an ad visitors cannot see (AdsService.get): one that was online and went offline is gone
 * (410), any other is not found.
 */
export function notLiveAnswer(ad: Pick<Ad, 'status' | 'publishedAt'>): RequestError {
  return ad.publishedAt !== null && ['paused', 'expired', 'archived'].includes(ad.status)
    ? new RequestError('http', 'AD_GONE', 'This ad is no longer online', 410)
    : new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
}

export function sampleAd(extra: Partial<Ad> = {}): Ad {
  counter++;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    ownerId: 'owner-1',
    title: `Helle Wohnung ${counter}`,
    description: 'Schöne Wohnung mit Balkon und Einbauküche in ruhiger Lage.',
    category: 'apartment_rent',
    priceCents: 100000 + counter * 1000,
    priceType: 'fixed',
    serviceChargeCents: null,
    heatingCostCents: null,
    heatingIncluded: false,
    depositCents: null,
    hoaFeeCents: null,
    commissionFree: true,
    commission: null,
    parkingPriceCents: null,
    propertyType: null,
    condition: null,
    heatingType: null,
    sellerType: 'private',
    street: null,
    showExactAddress: false,
    postalCode: '10115',
    city: 'Berlin',
    district: 'Mitte',
    location: { lat: 52.517, lon: 13.389, exact: false },
    warmRentCents: null,
    pricePerSqmCents: null,
    livingArea: 70,
    rooms: 3,
    plotArea: null,
    floor: 2,
    yearBuilt: 1990,
    availableFrom: null,
    features: ['balcony'],
    energyCertificate: { type: 'consumption', kwhPerSqmYear: 110, carrier: 'gas', efficiencyClass: 'D' },
    images: [
      {
        id: `img-${counter}`,
        url: `/api/uploads/ads/x/${counter}`,
        width: 1280,
        height: 853,
        position: 0,
        widths: [320, 640, 828, 1280],
      },
    ],
    status: 'active',
    rejectionReason: null,
    packageId: null,
    featuredUntil: null,
    publishedAt: new Date(Date.UTC(2026, 10, 1) - counter * 60_000).toISOString(),
    expiresAt: null,
    pausedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** Ads kept in memory with the server's visible rules: filters, keyset pages, owners, credits. */
export class AdsApiInMemory implements AdsApi {
  ads: Ad[] = [];
  creditBalances: CreditBalance[] = [];
  searches: { filters: AdFilters; cursor: string | null; limit: number }[] = [];
  contacts: { id: string; message: ContactMessage }[] = [];
  reports: { id: string; reason: ReportReason; message: string }[] = [];
  failure: Error | null = null;
  ownerId = 'owner-1';

  private fail(): void {
    if (this.failure) throw this.failure;
  }

  private find(id: string): Ad {
    const ad = this.ads.find((a) => a.id === id);
    if (!ad) throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    return ad;
  }

  private replace(ad: Ad): Ad {
    this.ads = this.ads.map((a) => (a.id === ad.id ? ad : a));
    return ad;
  }

  /** What the server reads from words (GET /api/ads answers it as `understood`), by the words as typed. */
  readonly understanding = new Map<string, NonNullable<AdPage['understood']>>();

  async search(asked: AdFilters, cursor: string | null, limit: number): Promise<AdPage> {
    this.searches.push({ filters: asked, cursor, limit });
    this.fail();
    const understood = this.understanding.get(asked.q ?? '') ?? null;
    const filters = understood ? withUnderstood(asked, understood) : asked;
    let list = this.ads.filter((a) => a.status === 'active');
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

  async get(id: string): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (ad.status !== 'active' && ad.ownerId !== this.ownerId) throw notLiveAnswer(ad);
    return ad;
  }

  async similar(id: string): Promise<Ad[]> {
    this.fail();
    const ad = this.find(id);
    return this.ads.filter((a) => a.status === 'active' && a.id !== id && a.category === ad.category).slice(0, 4);
  }

  /** The seller's first names by owner id (the server knows them from the accounts); "Erika" when not told. */
  readonly sellerNames = new Map<string, string>();
  /** Traders' details by owner id: their ads show them as the Anbieter-Impressum. */
  readonly imprints = new Map<string, TraderDetails>();
  /** Confirmed mobile numbers by owner id, and whether each seller shows theirs. */
  readonly phones = new Map<string, { phone: string; shown: boolean }>();

  async seller(id: string): Promise<SellerProfile> {
    const ad = await this.get(id);
    const others = this.ads
      .filter((a) => a.ownerId === ad.ownerId && a.id !== ad.id && a.status === 'active')
      .slice(0, 4);
    return {
      firstName: this.sellerNames.get(ad.ownerId) ?? 'Erika',
      sellerType: ad.sellerType,
      memberSince: '2025-03-01T00:00:00.000Z',
      responseRate: null,
      responseHours: null,
      otherAds: others,
      imprint: this.imprints.get(ad.ownerId) ?? null,
      verified: { email: true, phone: this.phones.has(ad.ownerId) },
      phone: this.phones.get(ad.ownerId)?.shown ? this.phones.get(ad.ownerId)!.phone : null,
    };
  }

  async mine(): Promise<Ad[]> {
    this.fail();
    return this.ads.filter((a) => a.ownerId === this.ownerId);
  }

  async create(input: AdInput): Promise<Ad> {
    this.fail();
    const ad = sampleAd({ ...input, ownerId: this.ownerId, status: 'draft', images: [], publishedAt: null });
    this.ads.push(ad);
    return ad;
  }

  async update(id: string, change: Partial<AdInput> | { status: 'archived' }): Promise<Ad> {
    this.fail();
    return this.replace({ ...this.find(id), ...change } as Ad);
  }

  async remove(id: string): Promise<void> {
    this.fail();
    this.find(id);
    this.ads = this.ads.filter((a) => a.id !== id);
  }

  async uploadImage(id: string, _file: Blob, onProgress: (fraction: number) => void): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    onProgress(0.5);
    onProgress(1);
    const n = ad.images.length;
    return this.replace({
      ...ad,
      images: [
        ...ad.images,
        {
          id: `${id}-img-${n}`,
          url: `/api/uploads/ads/${id}/${n}`,
          width: 1280,
          height: 853,
          position: n,
          widths: [320, 640, 828, 1280],
        },
      ],
    });
  }

  async removeImage(id: string, imageId: string): Promise<Ad> {
    const ad = this.find(id);
    return this.replace({
      ...ad,
      images: ad.images.filter((i) => i.id !== imageId).map((i, position) => ({ ...i, position })),
    });
  }

  async reorderImages(id: string, imageIds: string[]): Promise<Ad> {
    const ad = this.find(id);
    const images = imageIds.map((imageId, position) => ({ ...ad.images.find((i) => i.id === imageId)!, position }));
    return this.replace({ ...ad, images });
  }

  async publish(id: string, packageId: string | null): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    // As the server (AdsService.publish): a photo first, then a credit.
    if (ad.images.length === 0)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Add an image', 400, [
        { field: 'images', code: 'required', message: 'Add an image' },
      ]);
    const pkg = this.spendCredit(ad, packageId);
    const now = Date.now();
    return this.replace({
      ...ad,
      status: 'active',
      packageId: pkg.id,
      publishedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + pkg.durationDays * 86_400_000).toISOString(),
    });
  }

  /** As the server (AdLifecycleService): only a live ad pauses; resuming moves the end by the time it was paused. */
  async pause(id: string): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (ad.status !== 'active') throw new RequestError('http', 'CONFLICT', 'Only a live ad can be paused', 409);
    return this.replace({ ...ad, status: 'paused', pausedAt: new Date().toISOString() });
  }

  async resume(id: string): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (ad.status !== 'paused' || !ad.pausedAt)
      throw new RequestError('http', 'CONFLICT', 'Only a paused ad can be shown again', 409);
    const pausedFor = Date.now() - Date.parse(ad.pausedAt);
    const later = (date: string | null) => (date ? new Date(Date.parse(date) + pausedFor).toISOString() : null);
    return this.replace({
      ...ad,
      status: 'active',
      pausedAt: null,
      expiresAt: later(ad.expiresAt),
      featuredUntil: later(ad.featuredUntil),
    });
  }

  /** As the server (AdLifecycleService.extend): the package's runtime added to the end, or from now once it ran out. */
  async extend(id: string, packageId: string | null): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (!['active', 'paused', 'expired'].includes(ad.status))
      throw new RequestError('http', 'CONFLICT', 'Only a live, paused or expired ad can be extended', 409);
    const pkg = this.spendCredit(ad, packageId);
    const now = Date.now();
    const from =
      ad.status === 'expired' || !ad.expiresAt || Date.parse(ad.expiresAt) <= now ? now : Date.parse(ad.expiresAt);
    return this.replace({
      ...ad,
      status: ad.status === 'paused' ? 'paused' : 'active',
      expiresAt: new Date(from + pkg.durationDays * 86_400_000).toISOString(),
    });
  }

  async bump(id: string, packageId: string | null): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (ad.status !== 'active')
      throw new RequestError('http', 'CONFLICT', 'Only a live ad can be moved to the top', 409);
    this.spendCredit(ad, packageId);
    return this.replace({ ...ad, publishedAt: new Date().toISOString() });
  }

  /** Figures per ad and day, as the server counts them (views, saves, contacts). */
  dailyFigures = new Map<string, AdDayFigures[]>();

  /** As the server: the last `days` calendar days, every day listed, for the owner only. */
  async stats(id: string, days: number): Promise<AdStatsReport> {
    this.fail();
    const ad = this.find(id);
    if (ad.ownerId !== this.ownerId) throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    const today = Date.parse(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}T00:00:00Z`,
    );
    const stored = new Map((this.dailyFigures.get(id) ?? []).map((d) => [d.day, d]));
    const list = Array.from({ length: days }, (_, i) =>
      new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    ).map((day) => stored.get(day) ?? { day, views: 0, saves: 0, contacts: 0 });
    const totals = list.reduce(
      (sum, d) => ({ views: sum.views + d.views, saves: sum.saves + d.saves, contacts: sum.contacts + d.contacts }),
      { views: 0, saves: 0, contacts: 0 },
    );
    return { days: list, totals };
  }

  /** As the server (spendAdCredit): without a choice, the cheapest package's credit whose image limit fits the ad. */
  private spendCredit(ad: Ad, packageId: string | null): (typeof SERVER_PACKAGES)[number] {
    const candidates = this.creditBalances.filter(
      (c) => c.credits > 0 && (packageId === null || c.packageId === packageId),
    );
    const byPrice = SERVER_PACKAGES.filter((p) => candidates.some((c) => c.packageId === p.id));
    const pkg = byPrice.find((p) => ad.images.length <= p.maxImages) ?? byPrice[0];
    if (!pkg) throw new RequestError('http', 'NO_CREDITS', 'No credits', 402);
    candidates.find((c) => c.packageId === pkg.id)!.credits--;
    this.creditBalances = this.creditBalances.filter((c) => c.credits > 0);
    return pkg;
  }

  async credits(): Promise<CreditBalance[]> {
    this.fail();
    return this.creditBalances.map((c) => ({ ...c }));
  }

  async contact(id: string, message: ContactMessage): Promise<void> {
    this.fail();
    const ad = this.liveAd(id);
    if (ad.ownerId === this.ownerId) throw new RequestError('http', 'CONFLICT', 'This is your own ad', 409);
    this.contacts.push({ id, message });
  }

  async report(id: string, reason: ReportReason, message: string): Promise<void> {
    this.fail();
    this.liveAd(id);
    this.reports.push({ id, reason, message });
  }

  /** As the server (ContactService): only an ad visitors can see is written to or reported; any other is not found. */
  private liveAd(id: string): Ad {
    const ad = this.find(id);
    if (ad.status !== 'active' || (ad.expiresAt !== null && Date.parse(ad.expiresAt) <= Date.now()))
      throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    return ad;
  }
}
