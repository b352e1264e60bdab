import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Downloads } from '../../src/application/shared/ports';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { DownloadsInMemory } from '../fakes/DownloadsInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import type { ApplicationsApiInMemory } from '../fakes/ApplicationsApiInMemory';

const person = new AuthApiInMemory().addAccount('anna@example.de', 'user-password');
/** Anna has filled in her profile and applied for ad-1; the fake answers as its landlord from then on. */
function applicantOnTheBoard(applications: ApplicationsApiInMemory): void {
  void applications
    .saveProfile({
      adults: 2,
      children: 1,
      pets: 'Katze',
      moveInFrom: '2027-02-01',
      incomeBand: '3500_5000',
      employment: 'employed',
      intro: 'Hallo',
      guarantor: false,
      wbs: false,
    })
    .then(() => applications.apply('ad-1', true))
    .then(() => (applications.viewer = 'landlord'));
}

const pdf = () => new File(['%PDF-1.7 payslip'], 'Gehalt.pdf', { type: 'application/pdf' });

describe("an applicant's applications, profile and documents", () => {
  it('saves the profile only when it holds, keeps documents, and says what the landlord sees at each stage', async () => {
    const { fakes } = await renderApp(
      '/app/applications',
      (f) => {
        signedIn(f, person);
        void f.applications.apply('ad-1', true);
      },
      'de',
    );
    const card = await screen.findByRole('region', { name: 'Altbau mit Dielen' });
    // Where it stands as the applicant is told (issue 71), not the landlord's board column.
    expect(within(card).getByText('Eingegangen')).toBeInTheDocument();
    expect(within(card).queryByText(/löschen wir am/), 'kept while it runs').toBeNull();
    expect(within(card).getByText('Ihre Selbstauskunft erst nach einer Besichtigung')).toBeInTheDocument();
    // No statement owed: nothing about the Mietpreisbremse.
    expect(within(card).queryByText(/Mietpreisbremse/)).toBeNull();
    expect(within(card).getByText('keine Unterlagen')).toBeInTheDocument();
    expect(within(card).getByText(/Unterlagen geben Sie erst frei/)).toBeInTheDocument();

    const profile = screen.getByRole('region', { name: 'Meine Selbstauskunft' });
    const adults = within(profile).getByLabelText('Erwachsene');
    await userEvent.clear(adults);
    await userEvent.type(adults, '0');
    await userEvent.click(within(profile).getByRole('button', { name: 'Selbstauskunft speichern' }));
    expect(await within(profile).findByText('Bitte geben Sie 1 bis 10 Erwachsene an.')).toBeInTheDocument();
    expect(fakes.applications.profileData.updatedAt).toBeNull();
    await userEvent.clear(adults);
    await userEvent.type(adults, '2');
    await userEvent.selectOptions(within(profile).getByLabelText('Nettohaushaltseinkommen im Monat'), '2.500–3.500 €');
    await userEvent.click(within(profile).getByRole('button', { name: 'Selbstauskunft speichern' }));
    expect(await within(profile).findByText('Ihre Selbstauskunft ist gespeichert.')).toBeInTheDocument();
    expect(fakes.applications.profileData).toMatchObject({ adults: 2, incomeBand: '2500_3500' });

    const documents = screen.getByRole('region', { name: 'Meine Unterlagen' });
    await userEvent.click(within(documents).getByRole('button', { name: 'Hochladen' }));
    expect(await within(documents).findByText('Bitte wählen Sie eine Datei.')).toBeInTheDocument();
    await userEvent.upload(within(documents).getByLabelText('Datei'), pdf());
    await userEvent.click(within(documents).getByRole('button', { name: 'Hochladen' }));
    expect(await within(documents).findByText(/Gehalt\.pdf · Gehaltsnachweis/)).toBeInTheDocument();

    // Showing it before a viewing: the card says the landlord sees it now.
    const before = within(card).getByRole('checkbox', { name: 'Schon vor einer Besichtigung zeigen' });
    expect(before).not.toBeChecked();
    await userEvent.click(before);
    await userEvent.click(within(card).getByRole('button', { name: 'Freigaben speichern' }));
    expect(await within(card).findByText(/^Haushalt, Einkommensspanne/)).toBeInTheDocument();
    expect(fakes.applications.stored[0]!.profileBeforeViewing).toBe(true);

    // Withdrawing the consent: the card says at once that the landlord will not see the profile, before or after.
    await userEvent.click(
      within(card).getByRole('checkbox', { name: 'Meine Selbstauskunft nach der Besichtigung zeigen' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Freigaben speichern' }));
    expect(await within(card).findByText('Ihre Selbstauskunft nicht (keine Zustimmung)')).toBeInTheDocument();
    expect(fakes.applications.stored[0]!.profileConsent).toBe(false);
    expect(fakes.applications.stored[0]!.profileBeforeViewing).toBe(false);
    expect(before).toBeDisabled();
  });

  it('says when the Mietpreisbremse statement came and saves it as a PDF; without one says nothing (issue 71)', async () => {
    const { fakes } = await renderApp(
      '/app/applications',
      (f) => {
        signedIn(f, person);
        void f.applications.apply('ad-1', true).then(() => {
          f.applications.stored[0]!.rentControlDisclosedAt = '2026-12-07T09:30:00.000Z';
        });
      },
      'de',
    );
    const card = await screen.findByRole('region', { name: 'Altbau mit Dielen' });
    expect(
      await within(card).findByText(/Die Auskunft zur Mietpreisbremse haben Sie am 07\.12\.2026, 10:30 erhalten/),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Als PDF speichern' }));
    await waitFor(() => expect(fakes.applications.downloads).toEqual(['mietpreisbremse-auskunft.pdf']));
  });

  it('shares documents once asked, shows each view, and refuses the landlord after withdrawal', async () => {
    const { fakes } = await renderApp(
      '/app/applications',
      (f) => {
        signedIn(f, person);
        void f.applications
          .upload('payslip', pdf())
          .then(() => f.applications.apply('ad-1', true))
          .then((a) => {
            const stored = f.applications.stored.find((s) => s.id === a.id)!;
            Object.assign(stored, { status: 'shortlisted', documentsRequested: true });
          });
      },
      'de',
    );
    const card = await screen.findByRole('region', { name: 'Altbau mit Dielen' });
    const share = within(card).getByRole('group', { name: 'Der Vermieter bittet um Unterlagen. Freigeben:' });
    await userEvent.click(within(share).getByRole('checkbox', { name: /Gehalt\.pdf/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Freigaben speichern' }));
    expect(await within(card).findByText('diese Unterlagen: Gehalt.pdf')).toBeInTheDocument();
    const app = fakes.applications.stored[0]!;
    fakes.applications.viewer = 'landlord';
    await fakes.applications.document(app.id, app.shared[0]!);
    fakes.applications.viewer = 'seeker';
    await userEvent.click(within(share).getByRole('checkbox', { name: /Gehalt\.pdf/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Freigaben speichern' }));
    expect(await within(card).findByText(/Lena hat „Gehalt\.pdf“ am .* geöffnet/)).toBeInTheDocument();
    expect(within(card).getByText('keine Unterlagen')).toBeInTheDocument();
    fakes.applications.viewer = 'landlord';
    await expect(fakes.applications.document(app.id, 'doc-1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('where my application stands (issue 71)', () => {
  it('says seen, declined or let to someone else — with the day the data is deleted — never the board’s column', async () => {
    await renderApp(
      '/app/applications',
      (f) => {
        signedIn(f, person);
        f.applications.enquired.set('ad-2', 'Dachwohnung am Markt');
        f.applications.enquired.set('ad-3', 'Gartenhaus');
        f.applications.enquired.set('ad-4', 'Loft am Kanal');
        f.applications.windows.set('ad-4', new Date(Date.now() + 3_600_000));
        void Promise.all([
          f.applications.apply('ad-1', true),
          f.applications.apply('ad-2', true),
          f.applications.apply('ad-3', true),
          f.applications.apply('ad-4', true),
        ]).then(([first, second, third]) => {
          const stored = (id: string) => f.applications.stored.find((s) => s.id === id)!;
          Object.assign(stored(first.id), { status: 'invited', seenAt: new Date() });
          Object.assign(stored(second.id), { status: 'declined', declinedAt: new Date('2026-12-01T10:00:00Z') });
          Object.assign(stored(third.id), { seenAt: new Date(), closedAt: new Date('2026-12-02T10:00:00Z') });
        });
      },
      'de',
    );
    const card = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await card('Altbau mit Dielen')).getByText('In der Auswahl')).toBeInTheDocument();
    const declined = await card('Dachwohnung am Markt');
    expect(declined.getByText('Abgesagt')).toBeInTheDocument();
    expect(declined.getByText(/löschen wir am 03\.03\.2027\./)).toBeInTheDocument();
    const let_ = await card('Gartenhaus');
    expect(let_.getByText('Wohnung vergeben')).toBeInTheDocument();
    expect(let_.getByText(/löschen wir am 03\.06\.2027\./)).toBeInTheDocument();
    // In a landlord's first round the applicant is told what is shown of them, without their name.
    const firstRound = await card('Loft am Kanal');
    expect(
      firstRound.getByText('in der ersten Runde ohne Ihren Namen: nur Haushaltsgröße, Einzug und Haustiere'),
    ).toBeInTheDocument();
    expect((await card('Altbau mit Dielen')).getByText('Ihren Namen und Ihre Nachrichten')).toBeInTheDocument();
  });
});

describe("the landlord's board", () => {
  it('moves an applicant, shows the facts the stage allows, asks for documents once, and a Zusage closes after asking', async () => {
    const downloads = new DownloadsInMemory();
    const { fakes } = await renderApp(
      '/app/ads/ad-1/applications',
      (f, container) => {
        signedIn(f, person);
        container.rebind(Downloads).toConstantValue(downloads);
        f.ads.ads = [sampleAd({ id: 'ad-1', status: 'active' })];
        applicantOnTheBoard(f.applications);
      },
      'de',
    );
    const column = async (name: string) => screen.findByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
    const fresh = await column('Neu');
    expect(within(fresh).getByText('Anna Suchend')).toBeInTheDocument();
    expect(within(fresh).getByText(/Selbstauskunft noch nicht sichtbar/)).toBeInTheDocument();
    const move = within(fresh).getByRole('button', { name: 'Verschieben' });
    expect(move).toBeDisabled();
    await userEvent.selectOptions(within(fresh).getByLabelText('Verschieben nach (für Anna Suchend)'), 'Engere Wahl');
    expect(move).toBeEnabled();
    await userEvent.click(move);
    const shortlist = await column('Engere Wahl');
    await waitFor(() => expect(within(shortlist).getByText('Anna Suchend')).toBeInTheDocument());
    // Moving the card opens no profile; Anna's attended viewing does (the board as the next answer brings it).
    expect(within(shortlist).getByText(/Selbstauskunft noch nicht sichtbar/)).toBeInTheDocument();
    fakes.applications.stored[0]!.attended = true;
    await userEvent.click(within(shortlist).getByRole('button', { name: 'Unterlagen anfordern' }));
    expect(await within(shortlist).findByText('3.500–5.000 €')).toBeInTheDocument();
    expect(within(shortlist).getByText('2 Erwachsene, 1 Kind')).toBeInTheDocument();
    // Issue 67: a date on a German page is German.
    expect(within(shortlist).getByText('01.02.2027')).toBeInTheDocument();
    expect(await within(shortlist).findByRole('button', { name: 'Unterlagen angefordert' })).toBeDisabled();
    expect(fakes.applications.stored[0]!.documentsRequested).toBe(true);

    // Under a Mietpreisbremse the first Zusage sends the statement instead; the card says so and shows it delivered.
    fakes.applications.statementOwed.add('ad-1');
    const giveZusage = async () => {
      await userEvent.selectOptions(within(shortlist).getByLabelText('Verschieben nach (für Anna Suchend)'), 'Zusage');
      await userEvent.click(within(shortlist).getByRole('button', { name: 'Verschieben' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zusage geben?' });
      expect(fakes.applications.stored[0]!.status).toBe('shortlisted');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zusage geben' }));
    };
    await giveZusage();
    expect(
      await screen.findByText(/Inserat hat sie eben zugestellt\. Geben Sie die Zusage danach\./),
    ).toBeInTheDocument();
    expect(await within(shortlist).findByText(/Auskunft zur Mietpreisbremse zugestellt am/)).toBeInTheDocument();
    expect(fakes.applications.stored[0]!.status).toBe('shortlisted');
    await giveZusage();
    expect(await screen.findByText(/die übrigen Bewerbungen sind geschlossen/)).toBeInTheDocument();
    const accepted = await column('Zusage');
    expect(within(accepted).queryByRole('button', { name: 'Verschieben' })).toBeNull();
    // The flat is let: the ad is paused from here, keeping its runtime.
    expect(
      screen.getByText(/Soll die Anzeige pausiert \(sie behält ihre Restlaufzeit\) oder archiviert werden/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anzeige pausieren' }));
    expect(await screen.findByText('Die Anzeige ist pausiert.')).toBeInTheDocument();
    expect(fakes.ads.ads.find((ad) => ad.id === 'ad-1')!.status).toBe('paused');
    expect(screen.queryByRole('button', { name: 'Anzeige archivieren' })).toBeNull();
  });
});

describe('a fair first round on the board (issue 71)', () => {
  it('opens a window: no name, the first facts, a name once invited; ends it by hand', async () => {
    const { fakes } = await renderApp(
      '/app/ads/ad-1/applications',
      (f) => {
        signedIn(f, person);
        f.ads.ads = [sampleAd({ id: 'ad-1', status: 'active' })];
        applicantOnTheBoard(f.applications);
      },
      'de',
    );
    const round = await screen.findByRole('region', { name: 'Faire erste Runde' });
    await userEvent.selectOptions(within(round).getByLabelText('Bewerbungsfrist'), '72 Stunden');
    await userEvent.click(within(round).getByRole('button', { name: 'Erste Runde starten' }));
    expect(await within(round).findByText(/Die erste Runde läuft bis/)).toBeInTheDocument();
    const endsAt = fakes.applications.windows.get('ad-1')!.getTime();
    expect(Math.round((endsAt - Date.now()) / 3_600_000)).toBe(72);
    const fresh = await screen.findByRole('region', { name: /^Neu \(1\)$/ });
    expect(within(fresh).getByRole('heading', { name: 'Bewerbung 1' })).toBeInTheDocument();
    expect(within(fresh).queryByText('Anna Suchend')).toBeNull();
    expect(within(fresh).getByText('2 Erwachsene, 1 Kind')).toBeInTheDocument();
    expect(within(fresh).getByText('Katze')).toBeInTheDocument();
    expect(within(fresh).queryByText('3.500–5.000 €'), 'no income in the first round').toBeNull();
    expect(within(fresh).queryByRole('link', { name: /Unterhaltung/ })).toBeNull();

    await userEvent.selectOptions(within(fresh).getByLabelText('Verschieben nach (für Bewerbung 1)'), 'Eingeladen');
    await userEvent.click(within(fresh).getByRole('button', { name: 'Verschieben' }));
    const invited = await screen.findByRole('region', { name: /^Eingeladen \(1\)$/ });
    await waitFor(() => expect(within(invited).getByText('Anna Suchend')).toBeInTheDocument());

    await userEvent.click(within(round).getByRole('button', { name: 'Erste Runde jetzt beenden' }));
    expect(await within(round).findByRole('button', { name: 'Erste Runde starten' })).toBeInTheDocument();
    expect(fakes.applications.windows.has('ad-1')).toBe(false);
  });
});
