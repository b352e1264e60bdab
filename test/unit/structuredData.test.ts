import { describe, expect, it } from 'vitest';
import { AD_CATEGORIES, isMonthlyPrice, type AdCategory } from '../../src/domain/ad';
import type { AdRecord } from '../../server/ads/domain/ad';
import { adHead, pageHead, TITLE_MAX, type PageHead } from '../../server/site/http/pageHead';
import { LEGAL_PATHS } from '../../src/domain/legalDocuments';

/**
 * Issue 40: what search engines and link previews read, held to schema.org's expectations — a rent is an offer to let
 * at a price per month (UnitPriceSpecification, unit MON), a sale is an offer to sell at one price; what is listed
 * is the kind of place it is; titles fit a result page; every findable page has its preview tags.
 */
const PUBLIC_URL = 'https://inserat.example';

function record(category: AdCategory, extra: Partial<AdRecord> = {}): AdRecord {
  return {
    id: '6469d442-2e6f-47c4-b693-b97fe74f5306',
    ownerId: 'o',
    title: 'Helle Wohnung',
    description: 'Schön und hell.',
    category,
    priceCents: 125_000,
    priceType: 'fixed',
    serviceChargeCents: null,
    heatingCostCents: null,
    heatingIncluded: false,
    depositCents: null,
    hoaFeeCents: null,
    commissionFree: true,
    commission: null,
    buyerCommissionPercent: null,
    sellerPaysSame: false,
    parkingPriceCents: null,
    propertyType: null,
    condition: null,
    heatingType: null,
    sellerType: 'private',
    street: null,
    showExactAddress: false,
    postalCode: '10435',
    city: 'Berlin',
    district: null,
    latitude: null,
    longitude: null,
    pricePerSqmCents: null,
    livingArea: 78.5,
    rooms: 3,
    plotArea: null,
    floor: null,
    yearBuilt: null,
    availableFrom: null,
    features: [],
    energyCertificate: null,
    rentControl: null,
    status: 'active',
    rejectionReason: null,
    packageId: 'basis',
    durationDays: 30,
    featuredUntil: null,
    publishedAt: new Date('2026-11-01T10:00:00Z'),
    expiresAt: null,
    pausedAt: null,
    priceReducedAt: null,
    priceBeforeCents: null,
    createdAt: new Date('2026-11-01T09:00:00Z'),
    updatedAt: new Date('2026-11-01T10:00:00Z'),
    images: [
      {
        id: 'i',
        adId: 'a',
        position: 0,
        storageKey: 'ads/a/k',
        width: 1200,
        height: 800,
        widths: [320, 640, 828, 1280],
      },
    ],
    ...extra,
  };
}

const head = (ad: AdRecord) => adHead(ad, true, 'de', PUBLIC_URL, (key) => `/api/uploads/${key}`);
interface Listing {
  offers?: {
    '@type': string;
    price: string;
    priceCurrency: string;
    businessFunction?: unknown;
    priceSpecification?: unknown;
  };
  about: { '@type': string };
}
const listing = (h: PageHead) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(h.extra.join(''))![1]!) as Listing;
const tags = (h: PageHead) =>
  Object.fromEntries(
    [...h.extra.join('').matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );

describe('structured data', () => {
  it('a rent is let at a price per month; a sale is sold at one price; an ad on request makes no offer', () => {
    for (const category of AD_CATEGORIES) {
      const offer = listing(head(record(category))).offers!;
      if (isMonthlyPrice(category)) {
        expect([category, offer.businessFunction, offer.priceSpecification]).toEqual([
          category,
          { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
          {
            '@type': 'UnitPriceSpecification',
            price: '1250.00',
            priceCurrency: 'EUR',
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        ]);
      } else {
        expect([category, offer.businessFunction, offer.priceSpecification]).toEqual([
          category,
          { '@id': 'http://purl.org/goodrelations/v1#Sell' },
          undefined,
        ]);
        expect(offer).toMatchObject({ '@type': 'Offer', price: '1250.00', priceCurrency: 'EUR' });
      }
    }
    expect(listing(head(record('house_buy', { priceType: 'on_request' })))).not.toHaveProperty('offers');
  });

  it('lists what the ad offers as the kind of place it is: a flat, a house, a room — a parking space and a plot are no accommodation', () => {
    const kinds = Object.fromEntries(
      AD_CATEGORIES.map((category) => [category, listing(head(record(category))).about['@type']]),
    );
    expect(kinds).toEqual({
      apartment_rent: 'Apartment',
      apartment_buy: 'Apartment',
      house_rent: 'House',
      house_buy: 'House',
      land: 'Place',
      commercial: 'Place',
      shared_room: 'Room',
      parking: 'ParkingFacility',
    });
  });

  it("an ad's page title fits a result page (at most 65 characters): place, then the end of a long title give way", () => {
    expect(head(record('apartment_rent')).title).toBe('Helle Wohnung – 1.250\u00a0€ – 10435 Berlin | Inserat');
    const long = head(
      record('apartment_rent', {
        title:
          'Großzügige, lichtdurchflutete Altbauwohnung mit Stuck, Dielen und Südbalkon im Herzen von Prenzlauer Berg',
      }),
    ).title;
    expect([...long].length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toMatch(/^Großzügige, lichtdurchflutete Altbauwohnung.*… – 1\.250\u00a0€ \| Inserat$/);
  });

  it("every findable page has the tags link previews read; an ad shows its photo, the others the site's image", () => {
    for (const path of ['/', '/ads', ...LEGAL_PATHS]) {
      const page = pageHead(path, new URLSearchParams(), 'de', PUBLIC_URL) as PageHead;
      expect([path, Object.keys(tags(page)).sort()]).toEqual([
        path,
        ['og:description', 'og:image', 'og:locale', 'og:site_name', 'og:title', 'og:type', 'og:url', 'twitter:card'],
      ]);
      expect(tags(page)['og:image']).toBe(`${PUBLIC_URL}/og-image.png`);
    }
    expect(tags(head(record('apartment_rent')))['og:image']).toBe(`${PUBLIC_URL}/api/uploads/ads/a/k-1280.webp`);
  });
});
