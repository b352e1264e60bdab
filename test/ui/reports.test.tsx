import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report } from '../../src/domain/report';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const people = new AuthApiInMemory();
const admin = people.addAccount('admin@example.de', 'admin-password', { role: 'ADMIN' });
const user = people.addAccount('erika@example.de', 'user-password');

function report(extra: Partial<Report>): Report {
  return {
    id: 'r1',
    subject: 'conversation',
    reason: 'fraud',
    details: 'Vorkasse verlangt',
    status: 'open',
    outcome: null,
    note: '',
    ad: { id: 'a0000000-0000-4000-8000-000000000001', title: 'Altbau mit Stuck' },
    conversationId: 'c1',
    reporter: { id: 'u1', name: 'Erika Mustermann' },
    evidence: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...extra,
  };
}

describe("the moderators' report queue", () => {
  it('a report whose ad is gone (its account deleted) still shows the ad as it was reported', async () => {
    await renderApp(
      '/app/admin/reports',
      (f) => {
        signedIn(f, admin);
        const evidence = {
          ad: {
            title: 'Traumwohnung nur gegen Vorkasse',
            description: 'Schlüssel per Post gegen Kaution.',
            priceCents: 45_000,
            postalCode: '10115',
            city: 'Berlin',
            seller: 'Sven Schwindel',
          },
        };
        f.reports.reports = [report({ id: 'r9', subject: 'ad', conversationId: null, ad: null, evidence })];
      },
      'de',
    );
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Traumwohnung nur gegen Vorkasse (Anzeige gelöscht)',
    );
    await userEvent.click(within(card).getByText('Die Anzeige, wie sie gemeldet wurde'));
    expect(within(card).getByText('Schlüssel per Post gegen Kaution.')).toBeVisible();
    expect(card).toHaveTextContent('Anbieter: Sven Schwindel');
    expect(within(card).queryByRole('button', { name: 'Anzeige offline nehmen' })).toBeNull();
  });

  it('takes a reported ad offline with a reason the seller is shown, without blocking anyone (de)', async () => {
    const ad = sampleAd({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Verdächtige Wohnung' });
    const { fakes } = await renderApp(
      '/app/admin/reports',
      (f) => {
        signedIn(f, admin);
        f.reports.reports = [
          report({ id: 'r3', subject: 'ad', conversationId: null, ad: { id: ad.id, title: ad.title } }),
        ];
        f.moderation.live = [ad];
      },
      'de',
    );
    const card = (await screen.findAllByRole('article'))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Anzeige offline nehmen' }));
    const dialog = await screen.findByRole('dialog', { name: '„Verdächtige Wohnung“ offline nehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anzeige offline nehmen' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Grund an.')).toBeInTheDocument();
    expect(fakes.moderation.takenDown).toEqual([]);
    // The ground the seller's statement of reasons names: the terms' general clause unless the moderator picks one.
    const ground = within(dialog).getByLabelText('Grund (Gesetz oder AGB)');
    expect(ground).toHaveValue('unlawful');
    await userEvent.selectOptions(ground, 'fraud');
    await userEvent.type(
      within(dialog).getByLabelText(/Begründung für die anbietende Person/),
      'Verdacht auf Vorkassebetrug',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anzeige offline nehmen' }));
    expect(
      await within(card).findByText('Die Anzeige ist offline; die anbietende Person ist informiert.'),
    ).toBeInTheDocument();
    expect(fakes.moderation.takenDown).toEqual([{ id: ad.id, reason: 'Verdacht auf Vorkassebetrug', ground: 'fraud' }]);
    // Issue 67: the take-down settled the report; the card says so at once, nothing more to set and save.
    expect(within(card).getByText('Erledigt: Maßnahme ergriffen')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Status')).toBeNull();
    expect(fakes.reports.reports[0]).toMatchObject({ status: 'resolved', outcome: 'actioned' });
    expect(fakes.users.users.every((u) => !u.blocked)).toBe(true);
  });

  it('shows open reports, lets the moderator read the conversation and move a report to resolved with a note', async () => {
    const { fakes } = await renderApp(
      '/app/admin/reports',
      (f) => {
        signedIn(f, admin);
        f.reports.reports = [
          report({}),
          report({
            id: 'r2',
            subject: 'ad',
            reason: 'wrong_information',
            conversationId: null,
            reporter: null,
            details: '',
            status: 'resolved',
          }),
        ];
        f.reports.messages.set('r1', [
          {
            author: 'seeker',
            authorName: 'Paul',
            body: 'Bitte zahlen Sie vorab.',
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ]);
      },
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Meldungen' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toHaveTextContent('Unterhaltung zu: Altbau mit Stuck');
    expect(card).toHaveTextContent('Betrugsverdacht');
    expect(card).toHaveTextContent('Vorkasse verlangt');
    await userEvent.click(within(card).getByRole('button', { name: 'Unterhaltung lesen' }));
    expect(await within(card).findByText('Bitte zahlen Sie vorab.')).toBeInTheDocument();
    expect(card).toHaveTextContent('Paul (Interessent)');

    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'resolved');
    await userEvent.type(within(card).getByLabelText('Notiz des Moderationsteams'), 'Nutzer gesperrt');
    await userEvent.click(within(card).getByRole('button', { name: 'Speichern' }));
    expect(await within(card).findByText('Gespeichert.')).toBeInTheDocument();
    // Resolved, its outcome stands: the status is no longer offered, the note still is.
    expect(within(card).queryByLabelText('Status')).toBeNull();
    expect(card).toHaveTextContent('Erledigt: Maßnahme ergriffen');
    expect(within(card).getByLabelText('Notiz des Moderationsteams')).toBeInTheDocument();
    expect(fakes.reports.reports.find((r) => r.id === 'r1')).toMatchObject({
      status: 'resolved',
      note: 'Nutzer gesperrt',
    });

    await userEvent.selectOptions(screen.getByLabelText('Status der Meldungen'), 'all');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Meldungen' })).getAllByRole('article')).toHaveLength(2),
    );
    expect(screen.getByText(/Besucher ohne Konto/)).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    await renderApp('/app/admin/reports', (f) => signedIn(f, user));
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
  });
});
