import { efficiencyClassFor, type AdInput } from '../../src/domain/adValidation';
import { isRent, type AdCategory, type AdFeature } from '../../src/domain/ad';
import { CATEGORY_ADS, round, type DemoImageKind } from './demoCategoryAds';
import { carrierFor, conditionsFor, era, heatingFor, pick } from './demoPlausibility';
import { DEMO_CITIES } from './demoPlaces';
import type { RentControlStatement } from '../../src/domain/rentControl';

/** A small deterministic PRNG so every fresh database gets the same demo ads. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORY_PLAN: AdCategory[] = [
  'apartment_rent',
  'apartment_buy',
  'house_rent',
  'house_buy',
  'land',
  'commercial',
  'shared_room',
  'parking',
];

export interface DemoAd {
  input: AdInput;
  /** Offered by the demo's trader (a shared room never is). */
  commercial: boolean;
  imageKind: DemoImageKind;
  imageCount: number;
  daysAgo: number;
  featured: boolean;
}

/** Mostly no exception; now and then the previous rent, a first use after 2014, a recent modernisation. */
const DEMO_RENT_CONTROL: RentControlStatement[] = [
  { exception: 'none', previousRentCents: null },
  { exception: 'none', previousRentCents: null },
  { exception: 'previous_rent', previousRentCents: 118_000 },
  { exception: 'none', previousRentCents: null },
  { exception: 'first_use', previousRentCents: null },
  { exception: 'modernisation', previousRentCents: null },
];

const ALL_DISTRICTS = DEMO_CITIES.flatMap((c) => c.districts.map((d) => ({ ...d, city: c.city })));

/**
 * Deterministic demo ads across every category, city and district, so that every filter finds something: costs for
 * rent and sale, property types, conditions, heating, private and commercial sellers, commission-free offers.
 */
export function demoAds(count: number): DemoAd[] {
  const random = prng(20261121);
  const ads: DemoAd[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORY_PLAN[i % CATEGORY_PLAN.length]!;
    const place = ALL_DISTRICTS[(i * 7) % ALL_DISTRICTS.length]!;
    const features: AdFeature[] = (
      [
        'balcony',
        'elevator',
        'fitted_kitchen',
        'cellar',
        'garden',
        'parking_space',
        'barrier_free',
        'guest_toilet',
        'pets_allowed',
      ] as const
    ).filter(() => random() < 0.35);
    const kwh = round(35 + random() * 190, 1);
    const certificateType = random() < 0.5 ? ('demand' as const) : ('consumption' as const);
    const carrierDraw = random();
    const rooms = round(1 + random() * 5, 0.5);
    const area = round(28 + rooms * 22 + random() * 30, 1);
    const year = 1890 + Math.floor(random() * 136);
    const built = era(year);
    const commercial = i % 5 === 0;
    // Drawn in the same order as ever (the demo stays the same ads), each from what fits the year.
    const condition = pick(random, conditionsFor(year));
    const heatingType = pick(random, heatingFor(year));
    const energy = {
      type: certificateType,
      kwhPerSqmYear: kwh,
      carrier: carrierFor(heatingType, carrierDraw),
      efficiencyClass: efficiencyClassFor(kwh),
    };
    const base: Omit<AdInput, 'title' | 'description' | 'category' | 'priceCents'> = {
      priceType: random() < 0.2 ? 'negotiable' : 'fixed',
      serviceChargeCents: null,
      heatingCostCents: null,
      heatingIncluded: false,
      depositCents: null,
      hoaFeeCents: null,
      // Tenants pay no commission (§ 2 Abs. 1a WoVermittG): only a trader's sale states one.
      commissionFree: !commercial || isRent(category),
      commission: commercial && !isRent(category) ? '3,57 % inkl. MwSt.' : null,
      // § 656c BGB: a trader's flat or house for sale states the buyer's share, and the seller pays the same.
      buyerCommissionPercent: commercial && !isRent(category) ? 3.57 : null,
      sellerPaysSame: commercial && !isRent(category),
      parkingPriceCents: features.includes('parking_space') ? round(40 + random() * 80, 5) * 100 : null,
      propertyType: null,
      condition,
      heatingType,
      street: null,
      showExactAddress: false,
      postalCode: place.postalCode,
      city: place.city,
      district: place.name,
      livingArea: null,
      rooms: null,
      plotArea: null,
      floor: null,
      yearBuilt: null,
      availableFrom: null,
      features: [],
      energyCertificate: null,
      // Every demo rental states its Mietpreisbremse exception (kept only where a Verordnung applies), by its number
      // rather than a draw, so the demo stays the same ads.
      rentControl: isRent(category) ? DEMO_RENT_CONTROL[i % DEMO_RENT_CONTROL.length]! : null,
    };
    const { ad, imageKind } = CATEGORY_ADS[category]({
      base,
      category,
      place,
      area,
      rooms,
      year,
      built,
      features,
      energy,
      random,
      commercial,
    });
    ads.push({
      input: ad,
      commercial: commercial && category !== 'shared_room',
      imageKind,
      imageCount: 1 + (i % 3 === 0 ? 1 : 0),
      daysAgo: (i * 7) % 25,
      featured: i % 9 === 0,
    });
  }
  return ads;
}
