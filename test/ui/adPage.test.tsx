import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from './harness';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { AD_CATEGORIES, isMonthlyPrice } from '../../src/domain/ad';

/** Issue 40 and 43: what an ad's page says for each kind of ad, in each language. */
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!.querySelector('td')!.textContent;

describe('the ad page', () => {
  it('every category says its price per month or not, on the page as in the list', async () => {
    for (const category of AD_CATEGORIES) {
      const ad = sampleAd({ category, priceCents: 98_000, priceType: 'fixed' });
      await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'de');
      const price = (await screen.findByRole('heading', { level: 1 }))
        .closest('header')!
        .querySelector('.ad-details__price')!;
      expect([category, price.textContent]).toEqual([
        category,
        isMonthlyPrice(category) ? '980\u00a0€ / Monat' : '980\u00a0€',
      ]);
      cleanup();
    }
    // The cards of the list say the same.
    const ads = AD_CATEGORIES.map((category) =>
      sampleAd({ category, title: `Anzeige ${category}`, priceCents: 98_000, priceType: 'fixed' }),
    );
    await renderApp('/ads', (f) => (f.ads.ads = ads), 'de');
    for (const ad of ads) {
      const card = (await screen.findByRole('heading', { name: ad.title })).closest('article')!;
      expect([ad.category, card.querySelector('.ad-card__price')!.textContent]).toEqual([
        ad.category,
        isMonthlyPrice(ad.category) ? '980\u00a0€ / Monat' : '980\u00a0€',
      ]);
    }
    // The categories that are let, and only those, are monthly.
    expect(AD_CATEGORIES.filter(isMonthlyPrice)).toEqual([
      'apartment_rent',
      'house_rent',
      'commercial',
      'shared_room',
      'parking',
    ]);
  });

  it('a rent\'s costs name each item once, with its amount and how often: no "Kaution (€) – 3.960 €"', async () => {
    const ad = sampleAd({
      category: 'apartment_rent',
      priceCents: 132_000,
      serviceChargeCents: 47_000,
      heatingCostCents: 20_000,
      heatingIncluded: false,
      depositCents: 396_000,
      warmRentCents: 199_000,
      floor: 2,
    });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'de');
    await screen.findByRole('heading', { level: 1 });
    const costs = within(screen.getByRole('region', { name: 'Kosten' }));
    expect(costs.queryByText(/\(€/)).toBeNull();
    expect(row('Kaltmiete')).toBe('1.320\u00a0€ / Monat');
    expect(row('Nebenkosten')).toBe('470\u00a0€ / Monat');
    expect(row('Warmmiete')).toBe('1.990\u00a0€ / Monat');
    expect(row('Kaution')).toBe('3.960\u00a0€');
    expect(row('Etage')).toBe('2. OG');
    expect(row('Wohnfläche')).toMatch(/ m²$/);
  });

  it("states the law a letting and a sale owe: the Mietpreisbremse where it applies, a buyer's share matched (issue 71)", async () => {
    const rental = sampleAd({
      city: 'Berlin',
      rentControl: { exception: 'previous_rent', previousRentCents: 131_000 },
    });
    await renderApp(`/ads/${rental.id}`, (f) => (f.ads.ads = [rental]), 'de');
    await screen.findByRole('heading', { level: 1 });
    expect(row('Miet\u00adpreis\u00adbremse')).toBe(
      'gilt in Berlin – Ausnahme: Vormiete von 1.310\u00a0€ im Monat (§ 556e Abs. 1 BGB)',
    );
    cleanup();
    // No Verordnung in Dortmund: nothing is said.
    const dortmund = sampleAd({ city: 'Dortmund', postalCode: '44135' });
    await renderApp(`/ads/${dortmund.id}`, (f) => (f.ads.ads = [dortmund]), 'de');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('rowheader', { name: /preis.*bremse/ })).toBeNull();
    cleanup();
    const sale = sampleAd({
      category: 'apartment_buy',
      commissionFree: false,
      commission: '3,57 % inkl. MwSt.',
      buyerCommissionPercent: 3.57,
      sellerPaysSame: true,
    });
    await renderApp(`/ads/${sale.id}`, (f) => (f.ads.ads = [sale]), 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(row("Buyer's commission")).toBe('3.57 % incl. VAT; the seller pays the same commission (§ 656c BGB)');
  });

  it('a price cut shows under the price with the date and the price before it, in both languages (issue 71)', async () => {
    const publishedAt = new Date(Date.now() - 12 * 86_400_000 - 3_600_000).toISOString();
    const ad = sampleAd({
      title: 'Günstiger geworden',
      priceCents: 118_000,
      publishedAt,
      priceReduction: { at: '2026-12-03T10:00:00.000Z', beforeCents: 125_000 },
    });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'de');
    const head = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    expect(head.querySelector('.ad-details__history')!.textContent).toBe(
      'Preis gesenkt am 03.12.2026 (vorher 1.250\u00a0€) · seit 12 Tagen online',
    );
    cleanup();
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'en');
    const english = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    expect(english.querySelector('.ad-details__history')!.textContent).toBe(
      'Price cut on 3 Dec 2026 (was €1,250) · online for 12 days',
    );
    cleanup();
    // Not cut: only the days online; the card in the list says "Preis gesenkt" for the cut one only.
    const plain = sampleAd({ title: 'Wie immer', publishedAt: new Date().toISOString() });
    await renderApp(`/ads/${plain.id}`, (f) => (f.ads.ads = [plain]), 'de');
    const plainHead = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    expect(plainHead.querySelector('.ad-details__history')!.textContent).toBe('seit heute online');
    cleanup();
    await renderApp('/ads', (f) => (f.ads.ads = [ad, plain]), 'de');
    const card = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('article')!.querySelector('.ad-card__price')!.textContent;
    await screen.findByRole('heading', { name: 'Wie immer' });
    expect(card('Günstiger geworden')).toBe('1.180\u00a0€ / Monat Preis gesenkt');
    expect(card('Wie immer')).not.toContain('gesenkt');
  });

  it('floors as German listings say them, and in English as the English do', async () => {
    for (const [lang, floor, text] of [
      ['de', 0, 'Erdgeschoss (EG)'],
      ['de', -1, 'Untergeschoss (UG)'],
      ['de', 5, '5. OG'],
      ['en', 0, 'Ground floor'],
      ['en', 1, '1st floor'],
      ['en', 2, '2nd floor'],
      ['en', 3, '3rd floor'],
      ['en', 11, '11th floor'],
    ] as const) {
      const ad = sampleAd({ floor });
      await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), lang);
      await screen.findByRole('heading', { level: 1 });
      expect([lang, floor, row(lang === 'de' ? 'Etage' : 'Floor')]).toEqual([lang, floor, text]);
      cleanup();
    }
  });
});
