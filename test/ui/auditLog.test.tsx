import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const admin = new AuthApiInMemory().addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });

describe('the audit log on the admin dashboard', () => {
  it('shows earlier actions in words and gains an entry after a decision (de)', async () => {
    const pendingAd = sampleAd({ status: 'pending', title: 'Freizugebende Wohnung' });
    await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.moderation.pending = [pendingAd];
        f.moderation.log = [
          {
            id: 'l3',
            adminEmail: '',
            action: 'ad_held',
            targetId: 'a1',
            targetLabel: 'Traumwohnung',
            detail: 'advance_payment_wording (1): Schlüssel per Post',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
          {
            id: 'l2',
            adminEmail: 'chef@inserat.de',
            action: 'report_updated',
            targetId: 'r1',
            targetLabel: 'fraud',
            detail: 'resolved',
            createdAt: '2026-11-24T09:30:00.000Z',
          },
          {
            id: 'l1',
            adminEmail: 'chef@inserat.de',
            action: 'role_changed',
            targetId: 'u1',
            targetLabel: 'Max Mustermann (max@example.de)',
            detail: 'ADMIN',
            createdAt: '2026-11-24T09:00:00.000Z',
          },
        ];
      },
      'de',
    );
    const log = await screen.findByRole('table', { name: 'Protokoll' });
    const rows = () => within(log).getAllByRole('row').slice(1);
    // An automated decision names no admin.
    expect(rows()[0]).toHaveTextContent('Automatisch (Risikoprüfung)');
    expect(rows()[0]).toHaveTextContent('Automatisch zur Prüfung zurückgehalten · advance_payment_wording (1)');
    expect(rows()[1]).toHaveTextContent('Meldung bearbeitet · Erledigt');
    expect(rows()[1]).toHaveTextContent('Meldung: Betrugsverdacht');
    expect(rows()[2]).toHaveTextContent('Rolle geändert · Administrator');
    expect(rows()[2]).toHaveTextContent('chef@inserat.de');

    await userEvent.click(screen.getByRole('button', { name: '„Freizugebende Wohnung“ freigeben' }));
    await within(log).findByText('Anzeige freigegeben');
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent('admin@inserat.de');
    expect(rows()[0]).toHaveTextContent('Freizugebende Wohnung');
  });

  it('lists the mails that failed every retry, for whom and when; "Erneut senden" sends one back and says so (de)', async () => {
    const { fakes } = await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
        f.delivery.letters = [
          { id: 'd1', queue: 'mail', to: 'paul@example.de', failedAt: '2026-11-27T08:15:00.000Z' },
          { id: 'd2', queue: 'mail', to: 'erika@example.de', failedAt: '2026-11-27T09:45:00.000Z' },
        ];
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Nicht zugestellte E-Mails' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^erika@example\.de · E-Mail · aufgegeben am 27\.11\.2026/),
      expect.stringMatching(/^paul@example\.de/),
    ]);
    await userEvent.click(within(section).getByRole('button', { name: 'E-Mail an paul@example.de erneut senden' }));
    expect(await within(section).findByText('1 E-Mail wird erneut gesendet.')).toHaveAttribute('role', 'status');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(fakes.delivery.retried).toEqual(['d1']);
  });

  it('says when every mail was delivered', async () => {
    await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.users.users = [admin];
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Nicht zugestellte E-Mails' });
    expect(await within(section).findByText('Alle E-Mails wurden zugestellt.')).toBeInTheDocument();
  });
});
