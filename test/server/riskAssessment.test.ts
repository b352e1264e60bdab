import sharp from 'sharp';
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
import { account, n, publish, server, victimPhotos, victimStatuses, withRiskServer } from './riskKit';
import { call, registration, upload } from './helpers';

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

describe('the local price, per category', () => {
  /** Ten live comparables of `category` in Potsdam at `perSqm` € (± a little), from an account of their own. */
  async function market(category: string, perSqm: number) {
    const owner = await account('markt-potsdam');
    for (let i = 0; i < 10; i++) {
      const input = {
        ...adInput({
          title: `Vergleich ${category} ${i}`,
          description: 'Vergleich',
          city: 'Potsdam',
          livingArea: 70,
          rentPerSqm: perSqm * (0.9 + i * 0.02),
        }),
        category,
        postalCode: '14467',
      };
      const ad = await server.services.uow.repos.ads.create(
        owner.id,
        { ...input, sellerType: 'private' } as never,
        null,
      );
      await server.services.uow.repos.ads.update(ad.id, {
        status: 'active',
        publishedAt: new Date(),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      });
    }
  }
  const potsdam = (title: string, category: string, perSqm: number) => ({
    ...adInput({
      title,
      description: 'Schöne Wohnung in ruhiger Lage.',
      city: 'Potsdam',
      livingArea: 70,
      rentPerSqm: perSqm,
    }),
    category,
    postalCode: '14467',
  });

  it('a sale judged first does not make the rentals of its city look cheap (nor the other way round)', async () => {
    await market('apartment_rent', 13);
    await market('apartment_buy', 5200);
    // A flat for sale at the local level is judged first: its median is the sale median.
    const sale = await publish(
      await account('verkauf'),
      potsdam('Eigentumswohnung am Park', 'apartment_buy', 5100),
      await photoFor(8101),
    );
    expect(sale.status).toBe('active');
    // A rental at the local rent level is judged against rentals, not against purchase prices.
    const rental = await publish(
      await account('miete'),
      potsdam('Zwei Zimmer am Park', 'apartment_rent', 13),
      await photoFor(8102),
    );
    expect(rental.status, 'an ordinary rental after a sale').toBe('active');
    // And the rule still bites in each category: a third of the local level is held.
    const cheapRent = await publish(
      await account('billigmiete'),
      potsdam('Zwei Zimmer, sofort', 'apartment_rent', 4),
      await photoFor(8103),
    );
    const cheapSale = await publish(
      await account('billigkauf'),
      potsdam('Eigentum, sofort', 'apartment_buy', 1600),
      await photoFor(8104),
    );
    expect([cheapRent.status, cheapSale.status]).toEqual(['pending', 'pending']);
  });
});

describe('a city with too few live ads', () => {
  const flat = (title: string, city: string, postalCode: string, perSqm: number, description: string) => ({
    ...adInput({ title, description, city, livingArea: 70, rentPerSqm: perSqm }),
    category: 'apartment_rent',
    postalCode,
  });

  it('a large city’s reference floor stands in: a bait price holds, a social-housing price that says so does not', async () => {
    // Dortmund has no live ads here; its reference floor is 8 €/m² (server/moderation/referencePrices.ts).
    const bait = await publish(
      await account('dortmund-lockvogel'),
      flat('Drei Zimmer, sofort frei', 'Dortmund', '44137', 3.5, 'Helle Wohnung mit Balkon und Einbauküche.'),
      await photoFor(8201),
    );
    const social = await publish(
      await account('dortmund-wbs'),
      flat('Drei Zimmer mit WBS', 'Dortmund', '44137', 3.8, 'Nur mit Wohnberechtigungsschein, helle Wohnung.'),
      await photoFor(8202),
    );
    const ordinary = await publish(
      await account('dortmund-normal'),
      flat('Drei Zimmer am Park', 'Dortmund', '44137', 8.5, 'Helle Wohnung mit Balkon und Einbauküche.'),
      await photoFor(8203),
    );
    expect([bait.status, social.status, ordinary.status]).toEqual(['pending', 'active', 'active']);
    // A small town has no reference: without comparables its price says nothing.
    const town = await publish(
      await account('kleinstadt'),
      flat('Drei Zimmer im Ort', 'Wolfhagen', '34466', 3.5, 'Helle Wohnung mit Balkon und Einbauküche.'),
      await photoFor(8204),
    );
    expect(town.status).toBe('active');
  });
});

/** A Berlin flat at the city's level whose owner is abroad (0.5): one more signal of weight 0.5 or more holds it. */
const ownerAbroad = (more = '') =>
  adInput({
    title: 'Helle Wohnung, sofort frei',
    description: `Ich bin derzeit im Ausland, die Wohnung ist frisch renoviert.${more}`,
    city: 'Berlin',
    livingArea: 70,
    rentPerSqm: CITY_RENT_PER_SQM.Berlin!,
  });

describe('a copied photo, flipped', () => {
  it('a victim’s photo mirrored and compressed again counts as the victim’s photo', async () => {
    const flipped = await sharp(victimPhotos[0]!).flop().jpeg({ quality: 72 }).toBuffer();
    const ad = await publish(await account('spiegel'), ownerAbroad(), flipped);
    expect(ad.status, 'the photo (0.8) beside an owner abroad (0.5)').toBe('pending');
  });
});

describe('a copied photo, its border cropped off', () => {
  // Issue 69: a crop of 5 or 10 % on each side moved the dHash far beyond the bits its bands reach.
  it.each([0.05, 0.1, 0.15])(
    'a victim’s photo with %s of each side cut off counts as the victim’s photo',
    async (cut) => {
      const { width, height } = await sharp(victimPhotos[1]!).metadata();
      const [left, top] = [Math.round(width! * cut), Math.round(height! * cut)];
      const cropped = await sharp(victimPhotos[1]!)
        .extract({ left, top, width: width! - 2 * left, height: height! - 2 * top })
        .jpeg({ quality: 75 })
        .toBuffer();
      const ad = await publish(await account('rand'), ownerAbroad(), cropped);
      expect(ad.status, 'the photo (0.8) beside an owner abroad (0.5)').toBe('pending');
    },
  );
});

describe('a photo added to a live ad', () => {
  it('is judged with the ad: another owner’s photo added after publishing takes the ad back to review', async () => {
    const seller = await account('nachher');
    const ad = await publish(
      seller,
      adInput({
        title: 'Helle Wohnung am Park',
        description: 'Ich bin derzeit im Ausland, die Wohnung ist frisch renoviert und sofort frei.',
        city: 'Berlin',
        livingArea: 70,
        rentPerSqm: CITY_RENT_PER_SQM.Berlin!,
      }),
      await photoFor(8301),
    );
    expect(ad.status, 'an owner abroad alone goes online').toBe('active');
    // An own second photo changes nothing; a victim's photo (0.8) beside the owner abroad (0.5) holds it.
    expect((await upload(server.app, seller.token, ad.id, await photoFor(8302))).body.data).toMatchObject({
      status: 'active',
    });
    const copied = await upload(server.app, seller.token, ad.id, await copyOf(victimPhotos[1]!));
    expect(copied.status).toBe(200);
    expect((copied.body.data as { status: string }).status).toBe('pending');
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status, 'out of sight').toBe(410);
  });
});

describe('one phone number behind several accounts', () => {
  const abroad = (phone: string) => ownerAbroad(` Rufen Sie an: ${phone}`);

  it('a number in another account’s ad, however it is written, adds to the owner abroad and the number (0.9)', async () => {
    const first = await publish(await account('nummer'), abroad('0151 2345 6789'), await photoFor(8801));
    expect(first.status, 'an owner abroad (0.5) and a phone number (0.4) alone go online').toBe('active');
    const again = await publish(await account('nummer'), abroad('+49 (151) 234 567 89'), await photoFor(8802));
    expect(again.status).toBe('pending');
    const other = await publish(await account('nummer'), abroad('0151 9876 5432'), await photoFor(8803));
    expect(other.status, 'a number of its own').toBe('active');
  });

  it('a number another account confirmed as its own counts as well', async () => {
    const holder = await account('bestaetigt');
    await server.services.uow.repos.users.update(holder.id, {
      phoneNumber: '+4917655501234',
      phoneVerifiedAt: new Date(),
    });
    const ad = await publish(await account('fremd'), abroad('0176 555 01234'), await photoFor(8804));
    expect(ad.status).toBe('pending');
  });
});

describe('several new accounts from one browser', () => {
  const DEVICE = 'inserat_device';
  /** Registers and activates an account in a browser holding `device` (the cookie); the account and the new cookie. */
  async function openOn(device: string | undefined, email: string) {
    expect((await call(server.app, 'POST', '/api/auth/register', { body: registration(email) })).status).toBe(201);
    const activated = await server.app.inject({
      method: 'POST',
      url: '/api/auth/activate-user',
      payload: { userEmail: email, activation_code: await server.mail.codeFor(email) },
      headers: device ? { cookie: `${DEVICE}=${device}` } : {},
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const data = activated.json().data as { accessToken: string; user: { id: string } };
    const cookie = activated.cookies.find((c) => c.name === DEVICE);
    expect(cookie, 'activation remembers the browser').toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    return { seller: { token: data.accessToken, id: data.user.id }, device: cookie!.value };
  }

  it('the third account made in one browser weighs more (0.5): beside an owner abroad it is held', async () => {
    const first = await openOn(undefined, `geraet-a-${n}@example.de`);
    const second = await openOn(first.device, `geraet-b-${n}@example.de`);
    expect((await publish(second.seller, ownerAbroad(), await photoFor(8811))).status, 'one other account').toBe(
      'active',
    );
    const third = await openOn(second.device, `geraet-c-${n}@example.de`);
    const held = await publish(third.seller, ownerAbroad(), await photoFor(8812));
    expect(held.status).toBe('pending');
    const verdict = (await server.services.uow.repos.riskAssessments.ofAds([held.id])).get(held.id);
    expect(verdict?.signals.map((signal) => signal.rule)).toContain('device_shared');
  });

  it('accounts made in that browser afterwards do not weigh on the account that opened it first', async () => {
    const own = await openOn(undefined, `geraet-d-${n}@example.de`);
    const later = await openOn(own.device, `geraet-e-${n}@example.de`);
    await openOn(later.device, `geraet-f-${n}@example.de`);
    expect((await publish(own.seller, ownerAbroad(), await photoFor(8814))).status).toBe('active');
  });
});
