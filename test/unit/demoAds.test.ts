import { describe, expect, it } from 'vitest';
import { demoAds } from '../../server/seed/demoAds';
import { DEMO_AD_COUNT } from '../../server/seed/seed';
import { CURATED_DEMO_ADS } from '../../server/seed/demoAdsCurated';

/**
 * Issue 40: the demo ads are what a first visitor judges the site by; they must not contradict themselves (a
 * Dachgeschosswohnung on the Erdgeschoss, a 2023 Neubau with Nachtspeicheröfen, a two-room Einfamilienhaus).
 */
const ads = [...demoAds(DEMO_AD_COUNT), ...CURATED_DEMO_ADS].map((d) => d.input);
const problems = (rule: (ad: (typeof ads)[number]) => string | null) =>
  ads.map(rule).filter((p): p is string => p !== null);

describe('the demo ads make sense', () => {
  it('a flat is on the floor its kind says: attic and penthouse at the top, ground floor at 0, souterrain below', () => {
    expect(
      problems((ad) => {
        if (ad.floor === null || ad.propertyType === null) return null;
        const ok =
          {
            attic: ad.floor >= 3,
            penthouse: ad.floor >= 4,
            ground_floor: ad.floor === 0,
            souterrain: ad.floor === -1,
            floor_apartment: ad.floor >= 1,
          }[ad.propertyType as string] ?? true;
        return ok ? null : `${ad.title}: ${ad.propertyType} on floor ${ad.floor}`;
      }),
    ).toEqual([]);
  });

  it('heating and condition fit the year built: no night storage heaters or stoves in new buildings, first occupancy only when new', () => {
    expect(
      problems((ad) => {
        const year = ad.yearBuilt;
        if (year === null) return null;
        if ((ad.heatingType === 'night_storage' && year > 1995) || (ad.heatingType === 'stove' && year > 1970))
          return `${ad.title}: ${ad.heatingType} in ${year}`;
        if (
          (ad.condition === 'first_occupancy' && year < 2024) ||
          (ad.condition === 'as_new' && year < 2015) ||
          (ad.condition === 'needs_renovation' && year > 2000)
        )
          return `${ad.title}: ${ad.condition} for ${year}`;
        return null;
      }),
    ).toEqual([]);
  });

  it("the energy certificate names the heating's energy: a heat pump runs on heat pump energy, night storage on electricity", () => {
    const carriers: Record<string, readonly string[]> = {
      heat_pump: ['heat_pump'],
      district: ['district_heating'],
      night_storage: ['electricity'],
      stove: ['wood_pellets', 'other'],
      central: ['gas', 'oil', 'wood_pellets'],
      self_contained: ['gas', 'electricity'],
      underfloor: ['gas', 'heat_pump', 'district_heating'],
    };
    expect(
      problems((ad) =>
        ad.energyCertificate && ad.heatingType && !carriers[ad.heatingType]!.includes(ad.energyCertificate.carrier)
          ? `${ad.title}: ${ad.heatingType} with ${ad.energyCertificate.carrier}`
          : null,
      ),
    ).toEqual([]);
  });

  it('a house is a house for a family: four rooms or more, and an Einfamilienhaus is not a Mehrfamilienhaus', () => {
    expect(
      problems((ad) => {
        if (!ad.category.startsWith('house')) return null;
        if ((ad.rooms ?? 0) < 4) return `${ad.title}: ${ad.rooms} rooms`;
        if (/Einfamilienhaus|Freistehendes Haus/.test(ad.title + ad.description) && ad.propertyType === 'multi_family')
          return `${ad.title}: multi_family`;
        if (
          /Freistehendes Haus/.test(ad.title) &&
          !['detached', 'villa', 'bungalow', 'farmhouse'].includes(ad.propertyType ?? '')
        )
          return `${ad.title}: ${ad.propertyType}`;
        return null;
      }),
    ).toEqual([]);
  });

  it('a text that says Neubau or Altbau matches its year', () => {
    // ("Neubau" is also a district of Vienna: the words for buildings are "Neubauwohnung", "Altbauwohnung", "Altbau-…".)
    expect(
      problems((ad) =>
        (/Neubauwohnung/.test(ad.title) && (ad.yearBuilt ?? 0) < 2015) ||
        (/Altbau(wohnung|-)/.test(ad.title) && (ad.yearBuilt ?? 9999) >= 1950)
          ? `${ad.title}: ${ad.yearBuilt}`
          : null,
      ),
    ).toEqual([]);
  });
});
