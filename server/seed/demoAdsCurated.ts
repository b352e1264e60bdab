import type { AdInput } from '../../src/domain/adValidation';
import type { DemoAd } from './demoAds';

/** A rental flat (in Berlin unless said) as a real landlord writes one; the rest of the fields as in every generated rental. */
function rentalFlat(
  flat: Pick<
    AdInput,
    | 'title'
    | 'description'
    | 'priceCents'
    | 'rooms'
    | 'livingArea'
    | 'floor'
    | 'propertyType'
    | 'district'
    | 'postalCode'
    | 'yearBuilt'
    | 'features'
  > & { city?: string },
): AdInput {
  const area = flat.livingArea!;
  return {
    category: 'apartment_rent',
    priceType: 'fixed',
    serviceChargeCents: Math.round(area * 2.6) * 100,
    heatingCostCents: Math.round(area * 1.1) * 100,
    heatingIncluded: false,
    depositCents: flat.priceCents! * 3,
    hoaFeeCents: null,
    commissionFree: true,
    commission: null,
    buyerCommissionPercent: null,
    sellerPaysSame: false,
    parkingPriceCents: null,
    condition: 'well_kept',
    heatingType: 'central',
    street: null,
    showExactAddress: false,
    city: 'Berlin',
    plotArea: null,
    availableFrom: '2026-12-01',
    energyCertificate: { type: 'consumption', kwhPerSqmYear: 118, carrier: 'gas', efficiencyClass: 'D' },
    rentControl: { exception: 'none', previousRentCents: null },
    ...flat,
  };
}

/**
 * A few hand-written flats beside the generated demo (issue 41): the generated rentals are large (94 m² and more for
 * three rooms), so the query every flat-hunter in Berlin types — "3 Zimmer Wohnung Berlin bis 1.200 €" — found nothing.
 * These are what such a query finds on a real portal: ordinary three-room flats at Berlin rents, and one in Leipzig.
 */
export const CURATED_DEMO_ADS: DemoAd[] = [
  rentalFlat({
    title: '3-Zimmer-Altbauwohnung mit Balkon in Neukölln',
    description:
      'Gut geschnittene 3-Zimmer-Wohnung im 2. OG eines gepflegten Altbaus (Baujahr 1910) in Berlin-Neukölln: 72 m², Dielenboden, Wannenbad mit Fenster, Balkon zum Hof. U-Bahn Karl-Marx-Straße in fünf Minuten.',
    priceCents: 109_000,
    rooms: 3,
    livingArea: 72,
    floor: 2,
    propertyType: 'floor_apartment',
    district: 'Neukölln',
    postalCode: '12043',
    yearBuilt: 1910,
    features: ['balcony', 'cellar'],
  }),
  rentalFlat({
    title: 'Helle 3,5-Zimmer-Wohnung in Friedrichshain',
    description:
      'Helle 3,5-Zimmer-Wohnung (78 m²) im 3. OG in Berlin-Friedrichshain, Wohnküche mit Einbauküche, Duschbad, Aufzug im Haus. Ruhige Seitenstraße nahe Boxhagener Platz.',
    priceCents: 118_000,
    rooms: 3.5,
    livingArea: 78,
    floor: 3,
    propertyType: 'floor_apartment',
    district: 'Friedrichshain',
    postalCode: '10245',
    yearBuilt: 1965,
    features: ['fitted_kitchen', 'elevator'],
  }),
  rentalFlat({
    title: 'Dachgeschosswohnung mit 3 Zimmern in Prenzlauer Berg',
    description:
      'Dachgeschosswohnung im 5. OG in Berlin-Prenzlauer Berg: 3 Zimmer auf 68 m², Dachschrägen, Einbauküche, Blick über die Dächer. Ab Dezember frei.',
    priceCents: 115_000,
    rooms: 3,
    livingArea: 68,
    floor: 5,
    propertyType: 'attic',
    district: 'Prenzlauer Berg',
    postalCode: '10435',
    yearBuilt: 1905,
    features: ['fitted_kitchen'],
  }),
  rentalFlat({
    title: 'Sanierte 3-Zimmer-Altbauwohnung in Leipzig-Gohlis',
    description:
      'Sanierte 3-Zimmer-Wohnung (74 m²) im 1. OG eines Gründerzeithauses in Leipzig-Gohlis: Stuck, Dielen, Balkon, Wannenbad. Straßenbahn vor der Tür.',
    priceCents: 69_000,
    rooms: 3,
    livingArea: 74,
    floor: 1,
    propertyType: 'floor_apartment',
    city: 'Leipzig',
    district: 'Gohlis',
    postalCode: '04155',
    yearBuilt: 1900,
    features: ['balcony'],
  }),
].map((input, i) => ({
  input,
  commercial: false,
  imageKind: 'flat' as const,
  imageCount: 1,
  daysAgo: 2 + i * 3,
  featured: false,
}));
