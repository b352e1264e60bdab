import { withUnderstood } from '../../src/domain/understoodSearch';
import type { AdDayFigures, AdStatsReport } from '../../src/domain/adStats';
import type { Ad } from '../../src/domain/ad';
import type { AdFilters, AdPage } from '../../src/domain/adSearch';
import type { AdInput } from '../../src/domain/adValidation';
import type { AdsApi, ContactMessage, CreditBalance, ReportReason } from '../../src/application/ads/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import { checkEmail } from '../../src/domain/validation';
import type { SellerProfile } from '../../src/domain/conversation';
import type { TraderDetails } from '../../src/domain/trader';
import { extended, lastDays, pageOf, resumed, spendCredit, type ServerPackage } from './adRulesInMemory';
import { notLiveAnswer, sampleAd } from './sampleAd';

// Most tests take their ads from here, with the fake.
export { notLiveAnswer, sampleAd };

/** Ads kept in memory with the server's visible rules: filters, keyset pages, owners, credits. */
export class AdsApiInMemory implements AdsApi {
  ads: Ad[] = [];
  creditBalances: CreditBalance[] = [];
  searches: { filters: AdFilters; cursor: string | null; limit: number }[] = [];
  contacts: { id: string; message: ContactMessage }[] = [];
  reports: { id: string; reason: ReportReason; message: string; contactEmail: string | null }[] = [];
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
    return pageOf(this.ads, filters, cursor, limit, understood);
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
    // As the server (PublishAdHandler): a photo first, then a credit.
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
    return this.replace(resumed(ad, ad.pausedAt, Date.now()));
  }

  /** As the server (AdLifecycleService.extend): the package's runtime added to the end, or from now once it ran out. */
  async extend(id: string, packageId: string | null): Promise<Ad> {
    this.fail();
    const ad = this.find(id);
    if (!['active', 'paused', 'expired'].includes(ad.status))
      throw new RequestError('http', 'CONFLICT', 'Only a live, paused or expired ad can be extended', 409);
    return this.replace(extended(ad, this.spendCredit(ad, packageId), Date.now()));
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
    return lastDays(this.dailyFigures.get(id) ?? [], days);
  }

  /** As the server (spendAdCredit): see spendCredit. */
  private spendCredit(ad: Ad, packageId: string | null): ServerPackage {
    const { pkg, balances } = spendCredit(this.creditBalances, ad, packageId);
    this.creditBalances = balances;
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

  async report(id: string, reason: ReportReason, message: string, contactEmail: string | null): Promise<void> {
    this.fail();
    const wrongAddress = contactEmail === null ? null : checkEmail(contactEmail, 'contactEmail');
    if (wrongAddress) throw new RequestError('http', 'VALIDATION_FAILED', 'Check the input', 400, [wrongAddress]);
    this.liveAd(id);
    this.reports.push({ id, reason, message, contactEmail });
  }

  /** As the server (ContactService): only an ad visitors can see is written to or reported; any other is not found. */
  private liveAd(id: string): Ad {
    const ad = this.find(id);
    if (ad.status !== 'active' || (ad.expiresAt !== null && Date.parse(ad.expiresAt) <= Date.now()))
      throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    return ad;
  }
}
