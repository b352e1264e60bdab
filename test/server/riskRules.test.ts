import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  advancePaymentPhrases,
  dressUpsIn,
  normaliseForRules,
  offPlatformContacts,
} from '../../server/moderation/scamText';
import {
  bandsOf,
  hammingDistance,
  mirroredPhotoFingerprint,
  textFingerprints,
} from '../../server/moderation/domain/fingerprints';
import {
  advancePaymentWording,
  contactOffPlatform,
  deviceShared,
  newAccountBurst,
  photoUsedElsewhere,
  priceFarBelowLocal,
  tenantCommission,
  textCopied,
  type RiskFacts,
} from '../../server/moderation/rules';
import { excludingWording } from '../../server/moderation/excludingWording';
import { webpSizes } from '../../server/ads/adapters/webpSizes';
import { copyOf, photoFor, VICTIMS } from '../fixtures/riskSet';
import { photoWithQrCode } from '../fixtures/qrPhoto';

const facts = (change: Partial<RiskFacts> & { text?: string } = {}): RiskFacts => ({
  ad: {
    title: 'Wohnung',
    description: change.text ?? 'Helle Wohnung.',
    commission: null,
    category: 'apartment_rent',
    priceCents: 120_000,
    livingArea: 80,
  },
  localPrice: { medianCents: 1500, comparables: 10 },
  photoUsedIn: 0,
  photoTexts: [],
  textUsedIn: 0,
  accountAgeDays: 100,
  publishedLastDay: 0,
  ...change,
});

describe('advance-payment wording', () => {
  it('finds the scam’s phrases in German and English, with or without umlauts, and weighs them', () => {
    const cases: [string, string[], number][] = [
      ['Die Schlüssel schicke ich Ihnen per Post.', ['Schlüssel per Post'], 1],
      ['Schluessel kommen mit der Post', ['Schlüssel per Post'], 1],
      ['Bitte die Kaution vorab überweisen.', ['Kaution vorab'], 1],
      ['Zahlung per Western Union', ['Western Union / MoneyGram'], 1],
      ['Abwicklung über Airbnb-Zahlung', ['Treuhand / Buchungsplattform'], 1],
      ['Eine Anzahlung vor der Besichtigung ist nötig', ['Anzahlung / Reservierung'], 1],
      ['Please pay the deposit in advance.', ['Kaution vorab'], 1],
      ['The keys will be sent by courier.', ['keys by post'], 1],
      ['Kaution bitte per PayPal Freunde & Familie', ['PayPal Freunde & Familie'], 1],
      ['Die Kaution nehme ich auch in Bitcoin oder USDT.', ['Krypto'], 1],
      ['Bearbeitungsgebühr 95 € vor Vertragsabschluss', ['Gebühr vom Mieter'], 1],
      [
        'Schicken Sie mir eine Kopie Ihres Ausweises, Gehaltsnachweise und die SCHUFA, bevor Sie eine Besichtigung bekommen.',
        ['Ausweis vor Besichtigung'],
        1,
      ],
      [
        'Überweisen Sie zwei Monatsmieten auf Ihr eigenes Konto und senden Sie mir einen Screenshot.',
        ['Geld auf eigenes Konto, Screenshot'],
        1,
      ],
      ['Ich bin derzeit im Ausland.', ['derzeit im Ausland'], 0.5],
      ['I am a UN engineer on a mission, God bless you.', ['Missionar / UN / Gott segne'], 0.5],
    ];
    for (const [text, phrases, weight] of cases)
      expect([text, advancePaymentPhrases(text)]).toEqual([text, { phrases, weight }]);
  });

  it('leaves what honest landlords write alone, the deposit named in its honest place included', () => {
    for (const text of [
      'Die Kaution beträgt drei Nettokaltmieten und ist zum Mietbeginn fällig.',
      'Die Kaution kann in drei Raten gezahlt werden.',
      'Besichtigung nach Vereinbarung, Schlüsselübergabe bei Einzug.',
      'The deposit is three months of basic rent.',
      'Kaution nach Vertragsunterzeichnung auf ein Treuhandkonto der Sparkasse.',
      'Die Kaution zahlen Sie auf ein Mietkautionskonto.',
      'Die Miete ist monatlich im Voraus zu zahlen.',
      'Meine Schwester zeigt Ihnen die Wohnung, die Kaution zahlen Sie erst nach Vertragsschluss.',
      'Ich bin derzeit im Ausland, die Besichtigung übernimmt meine Nachbarin Frau Krüger.',
      'I am currently abroad, my neighbour will show you the flat.',
    ])
      expect([text, advancePaymentPhrases(text).weight]).toEqual([text, 0]);
  });

  it('reads a dressed-up text as the plain one: look-alike letters, zero-width, spaced letters, full width', () => {
    const plain = 'Die Kaution bitte vorab per Western Union.';
    for (const dressed of [
      'Die Kаutiоn bitte vоrab per Western Uniоn.', // Cyrillic а and о
      'Die Kau\u200btion bitte vo\u200drab per West\u2060ern Union.', // zero-width space, joiner, word joiner
      'Die Kaution bitte vorab per W e s t e r n U n i o n.',
      'Die Kaution bitte vorab per Ｗｅｓｔｅｒｎ Ｕｎｉｏｎ.', // full width
      'DIE KAUTION BITTE VORAB PER WESTERN UNION.',
    ])
      expect([dressed, advancePaymentPhrases(dressed).weight]).toEqual([dressed, 1]);
    expect(normaliseForRules(plain)).toBe(normaliseForRules('Die Kаutiоn bitte vоrab per W e s t e r n Union.'));
  });
});

describe('a text dressed up against filters', () => {
  it('is a sign of its own: invisible characters, look-alike letters, spaced-out words, numbers in words', () => {
    expect(dressUpsIn('Die Kau\u200btion bitte vorab.')).toEqual(['zero-width characters']);
    expect(dressUpsIn('Die Kаution bitte vorab.')).toEqual(['look-alike letters']);
    expect(dressUpsIn('Zahlung per W e s t e r n U n i o n')).toEqual(['spaced-out letters']);
    expect(dressUpsIn('Tel. null eins sieben sechs drei vier')).toEqual(['number in words']);
  });

  it('is not what honest text has: a soft hyphen, an emoji sequence, a word in its own script, a few number words', () => {
    for (const text of [
      'Die Wohn\u00adung ist hell.',
      'Familie willkommen 👨\u200d👩\u200d👧',
      'Мы говорим по-русски und Deutsch.',
      'Zwei Zimmer, drei Balkone.',
      'Lage: U 2, S 5 und Bus 100 in der Nähe.',
    ])
      expect([text, dressUpsIn(text)]).toEqual([text, []]);
  });
});

describe('wording that shuts people out (§ 19 AGG)', () => {
  it('finds exclusion by origin, religion, family, disability or age, in German and English, however it is written', () => {
    expect(excludingWording('Vermietung nur an Deutsche.')).toEqual(['nationality or origin']);
    expect(excludingWording('Nur an Deutsche mit deutschem Namen')).toEqual(['nationality or origin']);
    expect(excludingWording('Keine Ausländer bitte')).toEqual(['nationality or origin']);
    expect(excludingWording('keine auslaender')).toEqual(['nationality or origin']);
    // A Cyrillic "а" and spaced-out letters read as the words they dress up.
    expect(excludingWording('Keine Аusländer')).toEqual(['nationality or origin']);
    expect(excludingWording('k e i n e Ausländer')).toEqual(['nationality or origin']);
    expect(excludingWording('Keine Familien mit Kindern, keine Haustiere')).toEqual(['families with children']);
    expect(excludingWording('Bitte keine Kinder.')).toEqual(['families with children']);
    expect(excludingWording('Keine Muslime.')).toEqual(['religion']);
    expect(excludingWording('Keine Rentner.')).toEqual(['disability or age']);
    expect(excludingWording('Germans only. No kids.')).toEqual(['nationality or origin', 'families with children']);
    expect(excludingWording('No refugees')).toEqual(['nationality or origin']);
  });

  it('leaves alone what welcomes people or describes the flat', () => {
    for (const text of [
      'Familien mit Kindern willkommen, kinderfreundliche Nachbarschaft.',
      'Die Wohnung hat keine Kinderzimmer.',
      'Deutsche Einbauküche, deutsche Markenfenster.',
      'Exposé nur auf Deutsch und Englisch.',
      'WG sucht Mitbewohnerin (nur Frauen).',
      'Keine Haustiere, Nichtraucher bevorzugt.',
      'Keine Provision für Mieter.',
      'Children welcome; no pets.',
    ])
      expect(excludingWording(text), text).toEqual([]);
  });
});

describe('a commission asked of tenants (§ 2 Abs. 1a WoVermittG)', () => {
  const asked = (text: string, category: RiskFacts['ad']['category'] = 'apartment_rent') =>
    tenantCommission({ ...facts({ text }), ad: { ...facts({ text }).ad, category } })?.rule ?? null;

  it('is found in a rental’s words, in German and English', () => {
    expect(asked('Provision: 2,38 Nettokaltmieten inkl. MwSt.')).toBe('tenant_commission');
    expect(asked('Die Courtage beträgt 2 Monatsmieten.')).toBe('tenant_commission');
    expect(asked('Maklerprovision zahlt der Mieter.')).toBe('tenant_commission');
    expect(asked("Agent's fee: one month's rent, payable by the tenant.")).toBe('tenant_commission');
  });

  it('leaves alone a rental that says it is free of one, or who pays it, and any sale', () => {
    for (const text of [
      'Provisionsfrei direkt vom Eigentümer.',
      'Keine Provision für Mieter.',
      'Die Provision zahlt der Vermieter.',
      'No commission for tenants.',
      'Ohne Maklerprovision.',
    ])
      expect(asked(text), text).toBeNull();
    expect(asked('Käuferprovision 3,57 % inkl. MwSt.', 'apartment_buy')).toBeNull();
  });
});

describe('contact off the platform', () => {
  it('finds phone numbers, e-mail addresses, messengers and IBANs', () => {
    const kinds = (text: string) => offPlatformContacts(text).map((c) => c.kind);
    expect(kinds('Rufen Sie an: 030 1234 5678')).toEqual(['phone']);
    expect(kinds('Tel. +49 (0)151 2345678')).toEqual(['phone']);
    expect(kinds('Mail an vermieter (at) example (dot) de')).toEqual(['email']);
    expect(kinds('Bitte per WhatsApp melden')).toEqual(['messenger']);
    expect(kinds('Schreiben Sie mir auf Telegram: @wohnung_berlin24')).toEqual(['messenger', 'messenger']);
    expect(kinds('Überweisung auf DE89 3704 0044 0532 0130 00')).toEqual(['iban']);
  });

  it('finds what is dressed up: a lower-case IBAN, full-width digits, a number spelled in words', () => {
    const kinds = (text: string) => offPlatformContacts(text).map((c) => c.kind);
    expect(kinds('Überweisung auf de89 3704 0044 0532 0130 00')).toEqual(['iban']);
    expect(kinds('Überweisung auf de89370400440532013000 bitte')).toEqual(['iban']);
    expect(kinds('Rufen Sie an: ０１５１ ２３４５６７８９')).toEqual(['phone']);
    expect(kinds('WhatsApp: null eins fünf eins zwei drei vier fünf sechs sieben acht neun')).toEqual([
      'phone',
      'messenger',
    ]);
    expect(kinds('Ruf an: 0 1 5 1 2 3 4 5 6 7 8 9')).toEqual(['phone']);
    // Letters for the digits they look like (typed as a dodge, or as OCR reads a photo): one IBAN, not a phone number.
    expect(offPlatformContacts('IBAN DEO2 1203 0000 0000 2020 51')).toEqual([
      { kind: 'iban', value: 'DE02120300000000202051' },
    ]);
    expect(kinds('Überweisung auf de89 37o4 OO44 0532 0l30 00')).toEqual(['iban']);
    // An IBAN-shaped string whose check digits do not hold is no IBAN.
    expect(kinds('Objektnummer DE12 3456 7890 1234 5678 90')).toEqual([]);
  });

  it('does not take prices, areas, postal codes or years for phone numbers', () => {
    expect(offPlatformContacts('01067 Dresden, 1.250 € warm, 78,5 m², Baujahr 1910, 3. OG')).toEqual([]);
    expect(offPlatformContacts('Zwei Zimmer, drei Balkone, vier Kellerräume, Baujahr 1910')).toEqual([]);
  });
});

describe('each rule', () => {
  it('price: half of the local €/m² or less holds on its own, up to two thirds weighs half; a stated reason halves it; too few comparables say nothing', () => {
    // 80 m² at 15 €/m² is the median: 1,200 €.
    const at = (priceCents: number, description = 'Helle Wohnung.') =>
      priceFarBelowLocal(facts({ ad: { ...facts().ad, priceCents, description } }))?.weight ?? null;
    expect(at(79_000)).toBeNull();
    expect(at(78_000)).toBe(0.5);
    expect(at(60_000)).toBe(1);
    expect(at(42_000)).toBe(1);
    // Social housing, a co-operative, a swap or an unrenovated flat are cheap for a reason the ad says.
    for (const reason of [
      'Nur mit WBS.',
      'Genossenschaftswohnung.',
      'Wohnungstausch.',
      'Unsaniert.',
      'Flat swap only.',
    ])
      expect([reason, at(45_000, reason)]).toEqual([reason, 0.5]);
    expect(
      priceFarBelowLocal(
        facts({ ad: { ...facts().ad, priceCents: 10_000 }, localPrice: { medianCents: 1500, comparables: 7 } }),
      ),
    ).toBeNull();
    expect(priceFarBelowLocal(facts({ ad: { ...facts().ad, livingArea: null } }))).toBeNull();
  });

  it('copies, contact, wording and a new account’s burst each weigh what they say', () => {
    expect(photoUsedElsewhere(facts({ photoUsedIn: 2 }))?.weight).toBe(0.8);
    expect(photoUsedElsewhere(facts())).toBeNull();
    expect(textCopied(facts({ textUsedIn: 1 }))?.weight).toBe(0.6);
    expect(contactOffPlatform(facts({ text: 'Tel. 030 1234 5678' }))?.weight).toBe(0.4);
    expect(contactOffPlatform(facts({ text: 'WhatsApp oder IBAN DE89 3704 0044 0532 0130 00' }))?.weight).toBe(1);
    // A messenger link in a photo's QR code counts as one in the text, and says where it was found.
    expect(contactOffPlatform(facts({ photoTexts: ['https://wa.me/4915123456789'] }))).toEqual({
      rule: 'contact_off_platform',
      weight: 0.5,
      detail: 'messenger (in a photo: a QR code or its text)',
    });
    expect(contactOffPlatform(facts({ photoTexts: ['https://inserat.example/ads/1'] }))).toBeNull();
    expect(advancePaymentWording(facts({ text: 'Schlüssel per Post' }))?.weight).toBe(1);
    expect(advancePaymentWording(facts({ text: 'Ich bin zurzeit im Ausland.' }))?.weight).toBe(0.5);
    expect(newAccountBurst(facts({ accountAgeDays: 2, publishedLastDay: 2 }))?.weight).toBe(0.5);
    expect(newAccountBurst(facts({ accountAgeDays: 2, publishedLastDay: 1 }))).toBeNull();
    expect(newAccountBurst(facts({ accountAgeDays: 30, publishedLastDay: 5 }))).toBeNull();
    expect(deviceShared(facts({ accountAgeDays: 2, otherAccountsOnDevice: 2 }))?.weight).toBe(0.5);
    expect(deviceShared(facts({ accountAgeDays: 2, otherAccountsOnDevice: 4 }))?.weight, 'never a hold alone').toBe(
      0.5,
    );
    expect(deviceShared(facts({ accountAgeDays: 2, otherAccountsOnDevice: 1 })), 'a couple’s computer').toBeNull();
    expect(deviceShared(facts({ accountAgeDays: 45, otherAccountsOnDevice: 3 })), 'an older account').toBeNull();
  });
});

describe('fingerprints', () => {
  it('the distance of two fingerprints is the number of bits they differ in, signed as stored or not', () => {
    const naive = (a: bigint, b: bigint) =>
      [...BigInt.asUintN(64, a ^ b).toString(2)].filter((bit) => bit === '1').length;
    const some = [0n, 1n, -1n, (1n << 63n) - 1n, -(1n << 63n), 0x8000_0000n, 0xffff_ffffn, 0x1_0000_0000n];
    for (let i = 0; i < 200; i++)
      some.push(
        BigInt.asIntN(64, (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt((i * 2_654_435_761) >>> 0)),
      );
    for (const a of some) for (const b of some.slice(0, 20)) expect(hammingDistance(a, b)).toBe(naive(a, b));
    expect(hammingDistance(-1n, 0n)).toBe(64);
  });

  it('a reposted photo (smaller, compressed again) stays within the bands’ reach; other photos are far', async () => {
    const [original, other] = await Promise.all([photoFor(1), photoFor(2)]);
    const [a, b, c] = await Promise.all([webpSizes(original), webpSizes(await copyOf(original)), webpSizes(other)]);
    expect(hammingDistance(a.fingerprint!, b.fingerprint!)).toBeLessThanOrEqual(3);
    expect(hammingDistance(a.fingerprint!, c.fingerprint!)).toBeGreaterThan(10);
    // Within reach means sharing a band: that is how the index finds it.
    expect(bandsOf(a.fingerprint!).some((band, i) => band === bandsOf(b.fingerprint!)[i])).toBe(true);
  });

  it('a mirrored copy (flipped left to right, compressed again) is found by the mirrored fingerprint', async () => {
    const original = await photoFor(4);
    const mirrored = await sharp(original).flop().jpeg({ quality: 75 }).toBuffer();
    const [a, m] = await Promise.all([webpSizes(original), webpSizes(mirrored)]);
    expect(hammingDistance(a.fingerprint!, m.fingerprint!), 'as it is, the mirror is another photo').toBeGreaterThan(
      10,
    );
    expect(hammingDistance(mirroredPhotoFingerprint(a.fingerprint!), m.fingerprint!)).toBeLessThanOrEqual(3);
    expect(mirroredPhotoFingerprint(mirroredPhotoFingerprint(a.fingerprint!))).toBe(a.fingerprint!);
  });

  it('reads what a QR code in a photo says (a messenger link, a mailto:), and nothing from a photo without one', async () => {
    const withCode = await webpSizes(await photoWithQrCode('https://wa.me/4915123456789'));
    expect(withCode.qrTexts).toEqual(['https://wa.me/4915123456789']);
    expect((await webpSizes(await photoWithQrCode('mailto:vermieter@example.com', 2))).qrTexts).toEqual([
      'mailto:vermieter@example.com',
    ]);
    expect((await webpSizes(await photoFor(3))).qrTexts).toEqual([]);
  });

  it('a plain image (one colour) has no fingerprint: test photos and blank pages are no copies of each other', async () => {
    const plain = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8b89a' } })
      .jpeg()
      .toBuffer();
    expect((await webpSizes(plain)).fingerprint).toBeNull();
  });

  it('a description copied with a sentence added keeps windows in reach; a short text has none', () => {
    const original = textFingerprints(VICTIMS[0]!.description);
    const copied = textFingerprints(`${VICTIMS[0]!.description} Bitte melden Sie sich per WhatsApp bei mir.`);
    const other = textFingerprints(VICTIMS[1]!.description);
    const near = (xs: bigint[], ys: bigint[]) => xs.some((x) => ys.some((y) => hammingDistance(x, y) <= 3));
    expect(near(original, copied)).toBe(true);
    expect(near(original, other)).toBe(false);
    expect(textFingerprints('Schöne, ruhige Wohnung in Prenzlauer Berg mit Balkon und Einbauküche.')).toEqual([]);
  });
});
