import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advancePaymentPhrases, offPlatformContacts } from '../../src/domain/risk';
import { bandsOf, hammingDistance, textFingerprints } from '../../server/moderation/domain/fingerprints';
import {
  advancePaymentWording,
  contactOffPlatform,
  newAccountBurst,
  photoUsedElsewhere,
  priceFarBelowLocal,
  textCopied,
  type RiskFacts,
} from '../../server/moderation/rules';
import { webpSizes } from '../../server/ads/adapters/webpSizes';
import { copyOf, photoFor, VICTIMS } from '../fixtures/riskSet';
import { photoWithQrCode } from '../fixtures/qrPhoto';

const facts = (change: Partial<RiskFacts> & { text?: string } = {}): RiskFacts => ({
  ad: {
    title: 'Wohnung',
    description: change.text ?? 'Helle Wohnung.',
    commission: null,
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
  it('finds the scam’s phrases in German and English, with or without umlauts, and says which', () => {
    const cases: [string, string[], boolean][] = [
      ['Die Schlüssel schicke ich Ihnen per Post.', ['Schlüssel per Post'], true],
      ['Schluessel kommen mit der Post', ['Schlüssel per Post'], true],
      ['Bitte die Kaution vorab überweisen.', ['Kaution vorab'], true],
      ['Zahlung per Western Union', ['Western Union / MoneyGram'], true],
      ['Abwicklung über Airbnb-Zahlung', ['Treuhand / Airbnb-Zahlung'], true],
      ['Eine Anzahlung vor der Besichtigung ist nötig', ['Anzahlung vor Besichtigung'], true],
      ['Please pay the deposit in advance.', ['deposit in advance'], true],
      ['The keys will be sent by courier.', ['keys by post'], true],
      ['Ich bin derzeit im Ausland.', ['derzeit im Ausland'], false],
    ];
    for (const [text, phrases, strong] of cases)
      expect([text, advancePaymentPhrases(text)]).toEqual([text, { phrases, strong }]);
  });

  it('leaves what honest landlords write alone', () => {
    for (const text of [
      'Die Kaution beträgt drei Nettokaltmieten und ist zum Mietbeginn fällig.',
      'Die Kaution kann in drei Raten gezahlt werden.',
      'Besichtigung nach Vereinbarung, Schlüsselübergabe bei Einzug.',
      'The deposit is three months of basic rent.',
    ])
      expect([text, advancePaymentPhrases(text).phrases]).toEqual([text, []]);
  });
});

describe('contact off the platform', () => {
  it('finds phone numbers, e-mail addresses, messengers and IBANs', () => {
    const kinds = (text: string) => offPlatformContacts(text).map((c) => c.kind);
    expect(kinds('Rufen Sie an: 030 1234 5678')).toEqual(['phone']);
    expect(kinds('Tel. +49 (0)151 2345678')).toEqual(['phone']);
    expect(kinds('Mail an vermieter (at) example (dot) de')).toEqual(['email']);
    expect(kinds('Bitte per WhatsApp melden')).toEqual(['messenger']);
    expect(kinds('Überweisung auf DE89 3704 0044 0532 0130 00')).toEqual(['iban']);
  });

  it('does not take prices, areas, postal codes or years for phone numbers', () => {
    expect(offPlatformContacts('01067 Dresden, 1.250 € warm, 78,5 m², Baujahr 1910, 3. OG')).toEqual([]);
  });
});

describe('each rule', () => {
  it('price: a half of the local €/m² or less is a signal, a third or less a strong one; too few comparables say nothing', () => {
    // 80 m² at 15 €/m² is the median: 1,200 €.
    expect(priceFarBelowLocal(facts({ ad: { ...facts().ad, priceCents: 61_000 } }))).toBeNull();
    expect(priceFarBelowLocal(facts({ ad: { ...facts().ad, priceCents: 60_000 } }))?.weight).toBe(0.6);
    expect(priceFarBelowLocal(facts({ ad: { ...facts().ad, priceCents: 42_000 } }))?.weight).toBe(1);
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
      detail: 'messenger (in a QR code in a photo)',
    });
    expect(contactOffPlatform(facts({ photoTexts: ['https://inserat.example/ads/1'] }))).toBeNull();
    expect(advancePaymentWording(facts({ text: 'Schlüssel per Post' }))?.weight).toBe(1);
    expect(advancePaymentWording(facts({ text: 'Ich bin zurzeit im Ausland.' }))?.weight).toBe(0.5);
    expect(newAccountBurst(facts({ accountAgeDays: 2, publishedLastDay: 2 }))?.weight).toBe(0.5);
    expect(newAccountBurst(facts({ accountAgeDays: 2, publishedLastDay: 1 }))).toBeNull();
    expect(newAccountBurst(facts({ accountAgeDays: 30, publishedLastDay: 5 }))).toBeNull();
  });
});

describe('fingerprints', () => {
  it('a reposted photo (smaller, compressed again) stays within the bands’ reach; other photos are far', async () => {
    const [original, other] = await Promise.all([photoFor(1), photoFor(2)]);
    const [a, b, c] = await Promise.all([webpSizes(original), webpSizes(await copyOf(original)), webpSizes(other)]);
    expect(hammingDistance(a.fingerprint!, b.fingerprint!)).toBeLessThanOrEqual(3);
    expect(hammingDistance(a.fingerprint!, c.fingerprint!)).toBeGreaterThan(10);
    // Within reach means sharing a band: that is how the index finds it.
    expect(bandsOf(a.fingerprint!).some((band, i) => band === bandsOf(b.fingerprint!)[i])).toBe(true);
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
