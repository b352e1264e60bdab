import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const admin = new AuthApiInMemory().addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });
const TEMPLATE =
  'Bitte zeigen Sie Fotos der Immobilie selbst – keine Symbolbilder, Grundrisse allein oder Fotos mit Wasserzeichen anderer Anbieter.';

describe('the moderation desk', () => {
  it('shows each waiting ad with its photos and a preview, and asks for changes starting from a template (de)', async () => {
    const base = sampleAd({ status: 'pending', title: 'Wohnung mit Symbolbild' });
    const pendingAd = { ...base, images: [base.images[0]!, { ...base.images[0]!, id: 'second', position: 1 }] };
    const { fakes } = await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.pending = [pendingAd];
      },
      'de',
    );
    const photos = await screen.findByRole('list', { name: 'Fotos von „Wohnung mit Symbolbild“' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Foto 1 von 2', 'Foto 2 von 2']);
    expect(screen.getByRole('link', { name: 'Vorschau öffnen: „Wohnung mit Symbolbild“' })).toHaveAttribute(
      'href',
      `/ads/${pendingAd.id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Für „Wohnung mit Symbolbild“ eine Änderung anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Änderung anfordern' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Grund an.')).toBeInTheDocument();
    expect(fakes.moderation.decisions).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Textbaustein'), 'Fotos passen nicht');
    const reason = within(dialog).getByLabelText(/Was soll geändert werden\?/);
    expect(reason).toHaveValue(TEMPLATE);
    await userEvent.type(reason, ' Das Wohnzimmer fehlt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(fakes.moderation.decisions).toEqual([
        { id: pendingAd.id, decision: 'changes', reason: `${TEMPLATE} Das Wohnzimmer fehlt.` },
      ]),
    );
    expect(fakes.notifier.shown).toContainEqual({
      kind: 'success',
      message: 'Die anbietende Person wurde um eine Änderung gebeten.',
    });
    expect(await screen.findByText('Keine Anzeigen warten auf Prüfung.')).toBeInTheDocument();
  });

  it('the seller sees what to change on the dashboard', async () => {
    const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');
    await renderApp(
      '/app/user_dashboard',
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [
          sampleAd({
            ownerId: owner.id,
            status: 'changes_requested',
            title: 'Meine Wohnung',
            rejectionReason: 'Bitte ein helleres Foto.',
          }),
        ];
      },
      'de',
    );
    const group = await screen.findByRole('region', { name: 'Änderung erbeten (1)' });
    expect(within(group).getByText('Bitte ändern: Bitte ein helleres Foto.')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: '„Meine Wohnung“ bearbeiten' })).toBeInTheDocument();
  });
});

describe('an ad the risk check held', () => {
  it('shows the moderator why (each signal translated, its weight and finding); an ad without findings shows none', async () => {
    const held = sampleAd({ id: 'a4444444-0000-4000-8000-000000000001', status: 'pending', title: 'Traumwohnung' });
    const plain = sampleAd({ id: 'a4444444-0000-4000-8000-000000000002', status: 'pending', title: 'Normale Wohnung' });
    await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.pending = [held, plain];
        f.moderation.risks.set(held.id, {
          held: true,
          score: 1.6,
          signals: [
            { rule: 'price_far_below_local', weight: 0.6, detail: '45 % of the local median (15 €/m², 10 ads)' },
            { rule: 'advance_payment_wording', weight: 1, detail: 'Schlüssel per Post' },
          ],
        });
      },
      'de',
    );
    const heldItem = (await screen.findByText('Traumwohnung')).closest('li')!;
    const note = within(heldItem).getByRole('note');
    expect(note).toHaveTextContent('Zurückgehalten von der Risikoprüfung (Wert 1,6)');
    expect(note).toHaveTextContent('Preis weit unter dem örtlichen Niveau (0,6): 45 % of the local median');
    expect(note).toHaveTextContent('Vorkasse-Formulierungen (1): Schlüssel per Post');
    const plainItem = screen.getByText('Normale Wohnung').closest('li')!;
    expect(within(plainItem).queryByRole('note')).toBeNull();
  });
});

describe('the risk check’s record', () => {
  it('counts per signal the holds, the later approvals and rejections, and the false-alarm share (de)', async () => {
    await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.outcomes = [
          { rule: 'advance_payment_wording', held: 12, approved: 1, rejected: 9 },
          { rule: 'new_account_burst', held: 2, approved: 0, rejected: 0 },
        ];
      },
      'de',
    );
    const table = await screen.findByRole('table', { name: 'Risikoprüfung: Zurückgehalten und entschieden' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Vorkasse-Formulierungen121910\u00a0%',
      'Neues Konto mit vielen Anzeigen in kurzer Zeit200noch nichts entschieden',
    ]);
  });

  it('says how the signal learned from decisions does: still learning, then its precision and recall (de, en)', async () => {
    const { unmount } = await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.classifier = { examples: 12, scams: 9, evaluated: 0, precision: null, recall: null };
      },
      'de',
    );
    expect(await screen.findByText(/aus 12 Entscheidungen zu zurückgehaltenen Anzeigen/)).toBeInTheDocument();
    unmount();
    await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.classifier = { examples: 250, scams: 120, evaluated: 50, precision: 0.96, recall: 0.9 };
      },
      'en',
    );
    expect(
      await screen.findByText(
        'Learned signal: learned from 250 decisions; on the newest 50 (not learned from) precision 96%, recall 90%.',
      ),
    ).toBeInTheDocument();
  });
});
