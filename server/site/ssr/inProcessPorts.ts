import type { TransparencyPeriod } from '../../../src/domain/decisions';
import { Value } from 'typebox/value';
import type { Ad } from '../../../src/domain/ad';
import type { AdFilters, AdPage } from '../../../src/domain/adSearch';
import type { Package } from '../../../src/domain/package';
import type { SellerProfile } from '../../../src/domain/conversation';
import type { PublicAdsApi } from '../../../src/application/ads/ports';
import type { PackagesApi } from '../../../src/application/packages/ports';
import type { OperatorInfo, SiteApi } from '../../../src/application/site/ports';
import type { PageRendererModule, ServerPorts } from '../../../src/ssrContract';
import type { ImageStorage, ReadAd } from '../../ads/ports';
import type { SellerProfiles } from '../../messages/ports';
import type { TransparencyReport } from '../../moderation/ports';
import type { ListPackages } from '../../packages/ports';
import type { FindSimilarAds, SearchAdsHandler } from '../../search/ports';
import { ApiError } from '../../platform/domain/ApiError';
import type { Operator } from '../../platform/ports';
import { toApiAd } from '../../ads/ports';
import { toApiPackage } from '../../packages/ports';
import { AdSearchQuery } from '../../../src/domain/shapes/adSearch';
import type { NumberLanguage } from '../../../src/domain/numbers';

/**
 * The client's ports answered by the server's own services, for the server-side render: the same checks and the same
 * answers as GET /api/ads, /api/ads/:id, /api/package/getAllPackages and /api/legal, without a request to itself.
 * The answers go through JSON as the API's do, so the browser's first render gets exactly what a fetch would.
 */
/** What the render's ports read: the public list, an ad and what its page shows beside it, packages, the DSA figures. */
export interface PageServices {
  searchAds: Pick<SearchAdsHandler, 'execute'>;
  readAd: Pick<ReadAd, 'execute'>;
  findSimilarAds: Pick<FindSimilarAds, 'execute'>;
  sellerProfiles: Pick<SellerProfiles, 'of'>;
  listPackages: Pick<ListPackages, 'execute'>;
  transparencyReport: Pick<TransparencyReport, 'execute'>;
  images: ImageStorage;
}

export function inProcessPorts(
  services: PageServices,
  operator: Operator,
  fail: RequestErrors,
  lang: NumberLanguage,
): ServerPorts {
  const answer = answering(fail);
  return {
    ads: new PublicAdsApiInProcess(services, answer, lang),
    packages: new PackagesApiInProcess(services, answer),
    site: new SiteApiInProcess(services, operator, answer),
  };
}

type RequestErrors = PageRendererModule['requestError'];
type Answer = <T>(work: () => Promise<T>) => Promise<T>;

/** The answer as the HTTP adapter would have had it: through JSON, and an API error as the render's RequestError. */
function answering(fail: RequestErrors): Answer {
  return async (work) => {
    try {
      return JSON.parse(JSON.stringify(await work()));
    } catch (error) {
      if (error instanceof ApiError) throw fail(error.statusCode, error.code, error.message, error.errors);
      throw error;
    }
  };
}

export class PublicAdsApiInProcess implements PublicAdsApi {
  constructor(
    private readonly services: Pick<
      PageServices,
      'searchAds' | 'readAd' | 'findSimilarAds' | 'sellerProfiles' | 'images'
    >,
    private readonly answer: Answer,
    /** The page's language: "1.200" is twelve hundred in German, "1,200" in English. */
    private readonly lang: NumberLanguage,
  ) {}

  search(filters: AdFilters, cursor: string | null, limit: number): Promise<AdPage> {
    return this.answer(async () => {
      const query = { ...filters, ...(cursor ? { cursor } : {}), limit };
      if (!Value.Check(AdSearchQuery, query)) {
        const errors = [...Value.Errors(AdSearchQuery, query)].map((e) => ({
          field: e.instancePath.replace(/^\//, '') || 'query',
          code: 'invalid' as const,
          message: e.message,
        }));
        throw ApiError.validation(errors);
      }
      return this.services.searchAds.execute({ ...filters, cursor, limit }, this.lang);
    });
  }

  get(id: string): Promise<Ad> {
    return this.answer(async () => toApiAd(await this.services.readAd.execute(id, null), this.services.images, false));
  }

  similar(id: string): Promise<Ad[]> {
    return this.answer(() => this.services.findSimilarAds.execute(id));
  }

  seller(id: string): Promise<SellerProfile> {
    return this.answer(() => this.services.sellerProfiles.of(id));
  }
}

export class PackagesApiInProcess implements PackagesApi {
  constructor(
    private readonly services: Pick<PageServices, 'listPackages'>,
    private readonly answer: Answer,
  ) {}

  getAll(): Promise<Package[]> {
    return this.answer(async () => (await this.services.listPackages.execute()).map(toApiPackage));
  }
}

export class SiteApiInProcess implements SiteApi {
  constructor(
    private readonly services: Pick<PageServices, 'transparencyReport'>,
    private readonly legal: Operator,
    private readonly answer: Answer,
  ) {}

  operator(): Promise<OperatorInfo> {
    return this.answer(async () => this.legal);
  }

  transparency(): Promise<TransparencyPeriod[]> {
    return this.answer(() => this.services.transparencyReport.execute());
  }
}
