import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { RequestError } from '../../src/application/shared/RequestError';
import { AppConfig } from '../../src/application/shared/ports';
import { sampleAd } from '../fakes/AdsApiInMemory';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');

/** A new ad's details as an owner types them (the price field is named by the category). */
async function typeDetails(ad: {
  title: string;
  category: string;
  priceLabel: string;
  price: string;
  postalCode: string;
  city: string;
}) {
  await screen.findByRole('heading', { level: 1, name: 'Anzeige aufgeben' });
  await userEvent.type(screen.getByLabelText('Titel'), ad.title);
  await userEvent.selectOptions(screen.getByLabelText('Kategorie'), ad.category);
  await userEvent.type(screen.getByLabelText(ad.priceLabel), ad.price);
  await userEvent.type(screen.getByLabelText(/^Beschreibung/), 'Helle Wohnung mit Blick ins Grüne und großem Balkon.');
  await userEvent.type(screen.getByLabelText('PLZ'), ad.postalCode);
  await userEvent.type(screen.getByLabelText('Ort'), ad.city);
}

/** Issue 40: what the ad form shows and allows in each state. */
describe('the ad form', () => {
  it('a refusal of the whole form (the daily limit of new ads) shows beside the button that was pressed, saying how to get more', async () => {
    const { fakes } = await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    await typeDetails({
      title: 'Altbau im Grünen',
      category: 'apartment_rent',
      priceLabel: 'Kaltmiete (€ pro Monat)',
      price: '1250',
      postalCode: '10435',
      city: 'Berlin',
    });
    await userEvent.click(screen.getByRole('radio', { name: /^Keine Ausnahme/ }));
    fakes.ads.failure = new RequestError('http', 'AD_QUOTA_REACHED', 'At most 20 new ads per day', 429);
    const button = screen.getByRole('button', { name: 'Speichern und weiter' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/so viele neue Anzeigen angelegt, wie an einem Tag möglich sind/);
    expect(alert).toHaveTextContent(/Makler/);
    // Right before the row of the button, not 2,000 px above it at the top of the form.
    expect(alert.nextElementSibling).toContainElement(button);
  });

  it('a rental where a Mietpreisbremse applies asks which exception, with the previous rent its amount (issue 71)', async () => {
    const { fakes } = await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    await typeDetails({
      title: 'Altbau mit Vormiete',
      category: 'apartment_rent',
      priceLabel: 'Kaltmiete (€ pro Monat)',
      price: '1.450',
      postalCode: '44135',
      city: 'Dortmund',
    });
    // No Verordnung in Dortmund: nothing is asked.
    expect(screen.queryByRole('group', { name: 'Mietpreisbremse' })).toBeNull();
    await userEvent.clear(screen.getByLabelText('PLZ'));
    await userEvent.type(screen.getByLabelText('PLZ'), '10435');
    await userEvent.clear(screen.getByLabelText('Ort'));
    await userEvent.type(screen.getByLabelText('Ort'), 'Berlin');
    const group = await screen.findByRole('group', { name: 'Mietpreisbremse' });
    expect(group).toHaveTextContent('Mietenbegrenzungsverordnung Berlin');
    // Unanswered: the form says so at the question and saves nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText(/ob eine Ausnahme von der Mietpreisbremse greift/)).toBeInTheDocument();
    expect(fakes.ads.ads).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: /^Vormiete/ }));
    await userEvent.type(await screen.findByLabelText('Vormiete (Nettokaltmiete im Monat)'), '1.310');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Bilder' });
    expect(fakes.ads.ads[0]!.rentControl).toEqual({ exception: 'previous_rent', previousRentCents: 131_000 });
  });

  it('a rental asks no commission of its tenant and says why; a sale asks for one (issue 71)', async () => {
    await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    await screen.findByRole('heading', { level: 1, name: 'Anzeige aufgeben' });
    await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'apartment_rent');
    expect(await screen.findByText(/Mieter zahlen keine Provision/)).toHaveTextContent('§ 2 Abs. 1a WoVermittG');
    expect(screen.queryByLabelText('Provisionsfrei')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Provision/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'apartment_buy');
    await userEvent.click(await screen.findByLabelText('Provisionsfrei'));
    expect(screen.queryByText(/Mieter zahlen keine Provision/)).toBeNull();
    // § 656c BGB: a flat's buyer's share in per cent, and the seller pays the same; a plot's commission in words.
    expect(screen.getByRole('textbox', { name: /^Käuferprovision/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Verkäufer zahlt dieselbe Provision/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Provision/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'land');
    expect(screen.getByRole('textbox', { name: /^Provision/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Käuferprovision/ })).toBeNull();
  });

  it("a flat's sale with a buyer's commission the seller does not match is refused at the box, then saved (§ 656c BGB)", async () => {
    const { fakes } = await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    await typeDetails({
      title: 'Eigentumswohnung am Park',
      category: 'apartment_buy',
      priceLabel: 'Kaufpreis (€)',
      price: '389.000',
      postalCode: '10435',
      city: 'Berlin',
    });
    await userEvent.click(screen.getByLabelText('Provisionsfrei'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Käuferprovision/ }), '3,57');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText(/Bitte bestätigen Sie, dass der Verkäufer dieselbe zahlt/)).toBeInTheDocument();
    expect(fakes.ads.ads).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /Verkäufer zahlt dieselbe Provision/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Bilder' });
    expect(fakes.ads.ads[0]).toMatchObject({ buyerCommissionPercent: 3.57, sellerPaysSame: true, commission: null });
  });

  it("an older flat sale's commission in words is not dropped unseen: the form asks for it in per cent", async () => {
    const older = sampleAd({
      id: '00000000-0000-4000-8000-000000000656',
      ownerId: owner.id,
      category: 'apartment_buy',
      status: 'draft',
      commissionFree: false,
      commission: '3,57 % inkl. MwSt.',
      buyerCommissionPercent: null,
      sellerPaysSame: false,
    });
    const { fakes } = await renderApp(
      `/app/ads/${older.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [older];
      },
      'de',
    );
    await screen.findByRole('textbox', { name: /^Käuferprovision/ });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(
      await screen.findByText('Bitte geben Sie die Käuferprovision in Prozent an (inkl. MwSt.).'),
    ).toBeInTheDocument();
    expect(fakes.ads.ads[0]!.commission).toBe('3,57 % inkl. MwSt.');
  });

  it('editing a live ad saves its changes, says they are online, and ends without a word about credits or publishing', async () => {
    const live = sampleAd({
      id: 'a1111111-0000-4000-8000-000000000001',
      ownerId: owner.id,
      title: 'Helle Altbauwohnung',
      status: 'active',
    });
    const { fakes } = await renderApp(
      '/app/ads/a1111111-0000-4000-8000-000000000001/edit',
      (f) => {
        signedIn(f, owner);
        f.ads.ads = [live];
        f.ads.creditBalances = [{ packageId: 'plus', credits: 2 }];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Anzeige bearbeiten' });
    const steps = screen.getByRole('navigation', { name: 'Schritte' });
    expect([...steps.querySelectorAll('button')].map((b) => b.textContent?.replace(/^\d/, ''))).toEqual([
      'Angaben',
      'Bilder',
      'Vorschau',
    ]);
    expect(screen.queryByRole('button', { name: 'Speichern und weiter' })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Titel'));
    await userEvent.type(screen.getByLabelText('Titel'), 'Helle Altbauwohnung mit Balkon');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Ihre Änderungen sind gespeichert und online.')).toHaveAttribute('role', 'status');
    expect(fakes.ads.ads[0]!.title).toBe('Helle Altbauwohnung mit Balkon');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Vorschau' });
    // The preview is the ad's page: its title, price and sections.
    expect(screen.getByRole('heading', { level: 3, name: 'Helle Altbauwohnung mit Balkon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Eckdaten' })).toBeInTheDocument();
    const page = document.querySelector('.editor')!.textContent!;
    expect(page).not.toMatch(/Guthaben|veröffentlichen|Paket/);
    expect(screen.getByRole('button', { name: 'Fertig – zur Anzeige' })).toBeEnabled();
  });

  it('an expired energy certificate is named on its date in words and nothing is saved; a valid date is saved and shown with its end', async () => {
    const energyCertificate = {
      type: 'consumption',
      kwhPerSqmYear: 118,
      carrier: 'gas',
      efficiencyClass: 'D',
    } as const;
    const live = sampleAd({
      id: 'a1111111-0000-4000-8000-000000000002',
      ownerId: owner.id,
      status: 'active',
      energyCertificate,
    });
    const { fakes } = await renderApp(
      '/app/ads/a1111111-0000-4000-8000-000000000002/edit',
      (f) => {
        signedIn(f, owner);
        f.ads.ads = [live];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Anzeige bearbeiten' });
    const issuedOn = screen.getByLabelText('Ausgestellt am');
    expect(issuedOn).toHaveValue('');
    // As a browser's date field: typing fires input events (React hears them as onChange).
    await userEvent.type(issuedOn, '2010-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(/Dieser Energieausweis ist abgelaufen/)).toBeInTheDocument();
    expect(issuedOn).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.ads.ads[0]!.energyCertificate).toEqual(energyCertificate);

    const year = new Date().getFullYear();
    await userEvent.clear(issuedOn);
    await userEvent.type(issuedOn, `${year - 2}-05-04`);
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Ihre Änderungen sind gespeichert und online.')).toBeInTheDocument();
    expect(fakes.ads.ads[0]!.energyCertificate).toEqual({ ...energyCertificate, issuedOn: `${year - 2}-05-04` });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Vorschau' });
    const row = screen.getByRole('rowheader', { name: 'Ausgestellt am' }).closest('tr')!;
    expect(row).toHaveTextContent(`04.05.${year - 2} (gültig bis 03.05.${year + 8})`);
  });

  it('a new ad ends with a preview and "Jetzt veröffentlichen" with the credit named; with moderation "Zur Prüfung einreichen"', async () => {
    for (const moderation of [false, true]) {
      const draft = sampleAd({
        id: `a2222222-0000-4000-8000-00000000000${moderation ? 1 : 0}`,
        ownerId: owner.id,
        status: 'draft',
        publishedAt: null,
      });
      const { unmount } = await renderApp(
        `/app/ads/${draft.id}/edit`,
        (f, container) => {
          signedIn(f, owner);
          f.ads.ads = [draft];
          f.ads.creditBalances = [{ packageId: 'basis', credits: 1 }];
          (container.get(AppConfig) as { moderation: boolean }).moderation = moderation;
        },
        'de',
      );
      await screen.findByRole('heading', { level: 1, name: 'Anzeige bearbeiten' });
      await userEvent.click(screen.getByRole('button', { name: /Paket/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      await screen.findByRole('heading', {
        level: 2,
        name: moderation ? 'Prüfen & einreichen' : 'Prüfen & veröffentlichen',
      });
      expect(screen.getByRole('group', { name: 'So sieht Ihre Anzeige aus' })).toContainElement(
        screen.getByRole('heading', { level: 3, name: draft.title }),
      );
      expect(screen.getByText(/Veröffentlichung mit einem Guthaben aus/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: moderation ? 'Zur Prüfung einreichen' : 'Jetzt veröffentlichen' }),
      ).toBeEnabled();
      expect(screen.queryByText(/Lehnt er sie ab/) !== null).toBe(moderation);
      unmount();
    }
  });

  it('without a credit the package step says so, offers to buy one and returns here, and cannot go on to publishing', async () => {
    const draft = sampleAd({
      id: 'a2222222-0000-4000-8000-000000000009',
      ownerId: owner.id,
      status: 'draft',
      publishedAt: null,
    });
    await renderApp(
      `/app/ads/${draft.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.ads.ads = [draft];
        f.ads.creditBalances = [];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Anzeige bearbeiten' });
    await userEvent.click(screen.getByRole('button', { name: /Paket/ }));
    expect(await screen.findByText(/Sie haben kein Anzeigen-Guthaben/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paket kaufen' })).toHaveAttribute(
      'href',
      `/app/billing?return=${encodeURIComponent(`/app/ads/${draft.id}/edit`)}`,
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Jetzt veröffentlichen' })).toBeNull();
  });

  it('a title is counted as people count it (an emoji is one character), shown live, and never cut while typing or pasting', async () => {
    await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    const title = await screen.findByLabelText('Titel');
    await userEvent.click(title);
    await userEvent.paste('Sonnige Wohnung 🌞');
    expect(title).toHaveAccessibleDescription('17 / 120 Zeichen');
    const long = `${'Sehr schöne helle Altbauwohnung mit Balkon '.repeat(3)}🌞`;
    await userEvent.clear(title);
    await userEvent.paste(long);
    // Nothing is cut: the emoji at the end is still there, and the field says by how much it is too long.
    expect(title).toHaveValue(long);
    expect(title).toHaveAccessibleDescription('10 Zeichen zu viel – höchstens 120');
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });
});
