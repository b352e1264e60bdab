import type {
  Accommodation,
  BreadcrumbList,
  Offer,
  ParkingFacility,
  Place,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import { isMonthlyPrice } from '../../../src/domain/ad';
import type { AdRecord } from '../../ads/ports';

/*
 * An ad as search engines read it (schema.org JSON-LD), typed by schema-dts — Google's published TypeScript rendering of
 * the schema.org vocabulary — so a property schema.org does not have, or a value of the wrong kind, fails to compile.
 */

type Listed = Accommodation | ParkingFacility | Place;

/** What the ad offers: a flat, a house, a room; a parking space; a plot or commercial space is a place. */
function about(ad: AdRecord): Listed {
  const address = {
    '@type': 'PostalAddress',
    addressLocality: ad.city,
    ...(ad.postalCode ? { postalCode: ad.postalCode } : {}),
  } as const;
  if (ad.category === 'parking') return { '@type': 'ParkingFacility', address };
  if (ad.category === 'land' || ad.category === 'commercial') {
    return { '@type': 'Place', address };
  }
  const type = ad.category.startsWith('house') ? 'House' : ad.category === 'shared_room' ? 'Room' : 'Apartment';
  return {
    '@type': type,
    address,
    ...(ad.livingArea !== null
      ? { floorSize: { '@type': 'QuantitativeValue', value: ad.livingArea, unitCode: 'MTK' } }
      : {}),
    ...(ad.rooms !== null ? { numberOfRooms: ad.rooms } : {}),
  } as Accommodation;
}

/**
 * The offer: a sale at its price; a rent at its price per month (a UnitPriceSpecification with the unit "MON"), let
 * rather than sold (businessFunction LeaseOut). An ad "on request" makes no offer.
 */
function offer(ad: AdRecord, url: string): Offer | null {
  if (ad.priceCents === null || ad.priceType === 'on_request') return null;
  const price = (ad.priceCents / 100).toFixed(2);
  const base = {
    '@type': 'Offer',
    price,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url,
  } as const;
  if (!isMonthlyPrice(ad.category))
    return { ...base, businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' } };
  return {
    ...base,
    businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'EUR',
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  };
}

export function listingJsonLd(
  ad: AdRecord,
  facts: { url: string; description: string; images: string[] },
): WithContext<RealEstateListing> {
  const offered = offer(ad, facts.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: ad.title,
    description: facts.description,
    url: facts.url,
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    ...(ad.publishedAt ? { datePosted: ad.publishedAt.toISOString() } : {}),
    ...(offered ? { offers: offered } : {}),
    about: about(ad),
  };
}

export function breadcrumbsJsonLd(crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
