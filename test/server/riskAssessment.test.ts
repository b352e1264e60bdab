import { describe, expect, it } from 'vitest';
import {
  adInput,
  CITY_RENT_PER_SQM,
  copyOf,
  LABELLED_ADS,
  photoFor,
  VICTIMS,
  type LabelledAd,
} from '../fixtures/riskSet';
import { account, n, publish, victimPhotos, victimStatuses, withRiskServer } from './riskKit';

// The labelled corpus (test/fixtures/riskSet.ts) through the publishing route: what is held, what goes online.
withRiskServer();

async function photoOf(ad: LabelledAd): Promise<Buffer> {
  return 'seed' in ad.photo ? photoFor(ad.photo.seed) : copyOf(victimPhotos[ad.photo.copyOfVictim]!);
}

describe('the risk assessment before publishing', () => {
  it('lets ordinary ads online at once, each judged against other accounts only (not against itself)', () => {
    expect(victimStatuses).toEqual(VICTIMS.map(() => 'active'));
  });

  it('holds at least 90 % of the labelled scams and no ordinary ad (60+ new ads, de and en)', async () => {
    expect(LABELLED_ADS.length).toBeGreaterThanOrEqual(60);
    const held: Record<'scam' | 'ordinary', string[]> = { scam: [], ordinary: [] };
    const passed: string[] = [];
    for (const ad of LABELLED_ADS) {
      const seller = await account(ad.scam ? 'betrug' : 'ehrlich');
      if (ad.burst)
        for (const before of [0, 1])
          await publish(
            seller,
            adInput({ ...ad, title: `Weitere Wohnung ${before}`, rentPerSqm: CITY_RENT_PER_SQM[ad.city]! }),
            await photoFor(7000 + n * 2 + before),
          );
      const { status } = await publish(seller, adInput(ad), await photoOf(ad));
      if (status === 'pending') held[ad.scam ? 'scam' : 'ordinary'].push(ad.name);
      else if (ad.scam) passed.push(ad.name);
    }
    const scams = LABELLED_ADS.filter((ad) => ad.scam).length;
    const ordinary = LABELLED_ADS.length - scams;
    console.log(
      `risk set: ${held.scam.length}/${scams} scams held (${Math.round((100 * held.scam.length) / scams)} %), ` +
        `${held.ordinary.length}/${ordinary} ordinary ads held; scams let through: ${passed.join('; ') || 'none'}`,
    );
    expect(held.ordinary, 'ordinary ads held').toEqual([]);
    expect(held.scam.length / scams, `scams let through: ${passed.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});
