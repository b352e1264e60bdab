import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { TRADER } from '../fixtures/trader';

const owner = new AuthApiInMemory().addAccount('makler@example.de', 'user-password');

describe('whom a person sells as', () => {
  it('is chosen at registration and sent with it', async () => {
    const { fakes } = await renderApp('/auth/register', undefined, 'de');
    const choice = await screen.findByRole('group', { name: 'Ich biete an als' });
    expect(within(choice).getByRole('radio', { name: 'Privatperson' })).toBeChecked();
    expect(choice).toHaveTextContent('nur Ihren Vornamen');
    await userEvent.click(within(choice).getByRole('radio', { name: 'Gewerblich (Makler, Unternehmen)' }));
    expect(choice).toHaveTextContent('Anbieter-Impressum (§ 5 DDG)');
    await userEvent.type(screen.getByLabelText('Vorname'), 'Erika');
    await userEvent.type(screen.getByLabelText('Nachname'), 'Mustermann');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'neu@example.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret-password');
    await userEvent.type(screen.getByLabelText('Passwort wiederholen'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await screen.findByRole('heading', { level: 1, name: 'Konto aktivieren' });
    expect(fakes.auth.calls[0]).toMatchObject({ method: 'register', args: [{ accountKind: 'commercial' }] });
  });

  it('the profile asks a trader for every detail, says per field what is missing, saves nothing until complete', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, owner), 'de');
    const section = await screen.findByRole('region', { name: 'Anbieter' });
    // The choice once the saved details have loaded; a private seller is asked for no company.
    const commercial = await within(section).findByRole('radio', { name: 'Gewerblich (Makler, Unternehmen)' });
    expect(within(section).queryByLabelText('Firma')).toBeNull();
    await userEvent.click(commercial);
    expect(within(section).getByLabelText('Firma')).toBeRequired();
    expect(within(section).getByLabelText('Registergericht (falls vorhanden)')).not.toBeRequired();
    await userEvent.click(within(section).getByRole('button', { name: 'Angaben speichern' }));
    expect(await within(section).findByText('Bitte geben Sie den Namen Ihrer Firma an.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Firma')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(section).getByText('Bitte bestätigen Sie, dass Sie nur rechtmäßige Angebote einstellen.'),
    ).toBeVisible();
    expect(fakes.seller.saved, 'nothing saved').toEqual([]);

    const fields: [string, string][] = [
      ['Firma', TRADER.companyName],
      ['Rechtsform (z. B. GmbH, e. K.)', TRADER.legalForm],
      ['Straße und Hausnummer', TRADER.street],
      ['Postleitzahl', '1043'],
      ['Ort', TRADER.city],
      ['Vertreten durch (Geschäftsführung, Inhaber)', TRADER.representative],
      ['Telefon', TRADER.phone],
      ['E-Mail für Anfragen', TRADER.email],
      ['Umsatzsteuer-Identifikationsnummer (falls vorhanden)', 'DE123456789'],
    ];
    for (const [label, value] of fields) await userEvent.type(within(section).getByLabelText(label), value);
    await userEvent.click(within(section).getByRole('checkbox', { name: /Ich versichere/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Angaben speichern' }));
    expect(await within(section).findByText(/Diese Postleitzahl passt nicht zum gewählten Land/)).toBeVisible();
    expect(within(section).getByText(/Diese USt-IdNr. ist nicht gültig/)).toBeVisible();
    expect(fakes.seller.saved).toEqual([]);

    await userEvent.type(within(section).getByLabelText('Postleitzahl'), '5');
    const vatId = within(section).getByLabelText('Umsatzsteuer-Identifikationsnummer (falls vorhanden)');
    await userEvent.clear(vatId);
    await userEvent.type(vatId, 'de 123 456 788');
    await userEvent.click(within(section).getByRole('button', { name: 'Angaben speichern' }));
    await waitFor(() =>
      expect(fakes.notifier.shown).toContainEqual({ kind: 'success', message: 'Anbieterangaben gespeichert.' }),
    );
    expect(fakes.seller.details).toMatchObject({
      accountKind: 'commercial',
      trader: { ...TRADER, registerCourt: null, registerNumber: null, vatId: 'DE123456788' },
      canPublish: true,
    });
    // A new save asks for the certification again.
    expect(within(section).getByRole('checkbox', { name: /Ich versichere/ })).not.toBeChecked();
  });

  it('a trader with incomplete details sees why Publish is disabled and where to complete them', async () => {
    const draft = sampleAd({ id: 'a3333333-0000-4000-8000-000000000001', ownerId: owner.id, status: 'draft' });
    await renderApp(
      `/app/ads/${draft.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.ads.ads = [{ ...draft, publishedAt: null, sellerType: 'commercial' }];
        f.ads.creditBalances = [{ packageId: 'basis', credits: 1 }];
        f.seller.details = { accountKind: 'commercial', trader: null, certifiedAt: null, canPublish: false };
      },
      'de',
    );
    expect(await screen.findByText(/Sie inserieren als: Gewerblich/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Paket/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const publish = await screen.findByRole('button', { name: 'Jetzt veröffentlichen' });
    expect(publish).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('sobald Ihr Anbieter-Impressum vollständig ist');
    expect(screen.getByRole('link', { name: 'Angaben im Profil ergänzen' })).toHaveAttribute(
      'href',
      '/app/profile#seller',
    );
  });
});

describe('the seller on the ad page', () => {
  it('shows a trader’s Anbieter-Impressum, in German and English', async () => {
    const ad = sampleAd({ id: 'a3333333-0000-4000-8000-000000000002', ownerId: 'trader-1', sellerType: 'commercial' });
    for (const [lng, name, heading, vat] of [
      ['de', 'Anbieter', 'Anbieter-Impressum', 'USt-IdNr.: DE123456788'],
      ['en', 'Seller', 'Trader details (imprint)', 'VAT ID: DE123456788'],
    ] as const) {
      const { unmount } = await renderApp(
        `/ads/${ad.id}`,
        (f) => {
          f.ads.ads = [ad];
          f.ads.imprints.set('trader-1', TRADER);
        },
        lng,
      );
      const seller = await screen.findByRole('region', { name });
      const imprint = await within(seller).findByRole('region', { name: heading });
      expect(imprint).toHaveTextContent('Muster Immobilien GmbH (GmbH)');
      expect(imprint).toHaveTextContent('10435 Berlin');
      expect(imprint).toHaveTextContent(lng === 'de' ? 'Vertreten durch Erika Mustermann' : 'Represented by Erika');
      expect(imprint).toHaveTextContent(vat);
      // The visitor writes to the company, not to its contact person's first name.
      const to = lng === 'de' ? 'Ihre Nachricht an Muster Immobilien GmbH' : 'Your message to Muster Immobilien GmbH';
      expect(await screen.findByLabelText(new RegExp(`^${to}`))).toBeInTheDocument();
      expect(seller.querySelector('.seller-card__name')?.textContent).toBe('MMuster Immobilien GmbH');
      expect(within(imprint).getByRole('link', { name: TRADER.phone })).toHaveAttribute('href', 'tel:+49301234567');
      expect(within(imprint).getByRole('link', { name: TRADER.email })).toHaveAttribute(
        'href',
        `mailto:${TRADER.email}`,
      );
      unmount();
    }
  });

  it('says of a private seller that they are one, and shows nothing of a trader', async () => {
    const ad = sampleAd({ id: 'a3333333-0000-4000-8000-000000000003', ownerId: 'private-1' });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'de');
    const seller = await screen.findByRole('region', { name: 'Anbieter' });
    expect(await within(seller).findByText(/^Privatanbieter:/)).toBeInTheDocument();
    expect(within(seller).queryByRole('region', { name: 'Anbieter-Impressum' })).toBeNull();
  });
});
