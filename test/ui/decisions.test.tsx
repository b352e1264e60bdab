import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import type { ComplaintCase } from '../../src/domain/decisions';

const people = new AuthApiInMemory();
const seller = people.addAccount('vermieter@example.de', 'user-password');
const admin = people.addAccount('admin@example.de', 'admin-password', { role: 'ADMIN' });

describe('a statement of reasons and the complaint against it', () => {
  it('opens from the mail with its secret, without signing in, and takes a complaint once', async () => {
    const { fakes } = await renderApp(
      { pathname: '/decisions/decision-1', search: '', state: null, hash: '#token=aus-der-mail' } as never,
      (f) => {
        f.decisions.add({
          secret: 'aus-der-mail',
          mine: false,
          kind: 'account_blocked',
          ad: null,
          ground: 'account_misuse',
        });
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Entscheidung und Begründung' });
    expect(
      await screen.findByText('Ihr Konto wurde gesperrt; Ihre Anzeigen sind nicht mehr sichtbar.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nutzung des Kontos entgegen den Bedingungen oder dem Gesetz (§ 3 AGB)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Es wurden keine automatisierten Mittel eingesetzt/)).toBeInTheDocument();
    expect(screen.getByText(/bis 22\.05\.2027 kostenlos Beschwerde einlegen/)).toBeInTheDocument();

    // Too short: said on the field, nothing sent.
    const send = screen.getByRole('button', { name: 'Beschwerde einlegen' });
    await userEvent.type(screen.getByLabelText(/Warum ist die Entscheidung/), 'zu kurz');
    await userEvent.click(send);
    await waitFor(() =>
      expect(screen.getByLabelText(/Warum ist die Entscheidung/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fakes.decisions.decisions[0]!.decision.complaint).toBeNull();

    await userEvent.type(screen.getByLabelText(/Warum ist die Entscheidung/), ', ich habe nur ein Konto.');
    await userEvent.click(send);
    expect(await screen.findByText(/ist eingegangen; wir prüfen sie/)).toHaveAttribute('role', 'status');
    expect(fakes.decisions.decisions[0]!.decision.complaint?.text).toBe('zu kurz, ich habe nur ein Konto.');
    // Lodged once: the form is gone.
    expect(screen.queryByRole('button', { name: 'Beschwerde einlegen' })).toBeNull();
  });

  it('without the secret and not signed in as its recipient, it is not found', async () => {
    await renderApp('/decisions/decision-1', (f) => f.decisions.add({ mine: false }), 'en');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Your ad was taken offline.')).toBeNull();
  });

  it('says when the six months are over, and shows no form', async () => {
    await renderApp(
      '/decisions/decision-1',
      (f) => {
        signedIn(f, seller);
        f.decisions.add({ decidedAt: '2026-01-02T10:00:00.000Z' });
      },
      'en',
    );
    expect(await screen.findByText('The time for a complaint (six months) is over.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lodge complaint' })).toBeNull();
  });

  it("lists the person's decisions on the dashboard with what became of each", async () => {
    await renderApp(
      '/app/user_dashboard',
      (f) => {
        signedIn(f, seller);
        f.decisions.add({ ad: { id: 'a1', title: 'Altbau am Park' } });
        f.decisions.add({
          ad: { id: 'a2', title: 'Dachgeschoss' },
          complaint: {
            id: 'c',
            text: 'Meine Fotos',
            status: 'reversed',
            answer: 'Stimmt.',
            createdAt: '2026-11-21T10:00:00.000Z',
            answeredAt: '2026-11-22T10:00:00.000Z',
          },
          reversed: true,
        });
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Entscheidungen zu Ihren Inhalten' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Anzeige „Altbau am Park“');
    expect(items[0]).toHaveTextContent(/Beschwerde möglich bis/);
    expect(items[1]).toHaveTextContent('Auf Beschwerde aufgehoben');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/decisions/decision-1');
  });
});

describe('the complaints desk', () => {
  const complaintCase = (mayDecide: boolean, id: string): ComplaintCase => ({
    complaint: {
      id,
      text: 'Die Fotos sind meine eigenen.',
      status: 'open',
      answer: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      answeredAt: null,
    },
    decision: {
      id: `d-${id}`,
      kind: 'ad_taken_down',
      ground: 'foreign_images',
      facts: 'Fotos aus einer anderen Anzeige',
      automatedDetection: false,
      automatedDecision: false,
      ad: { id: 'ad', title: `Anzeige ${id}` },
      decidedAt: '2026-11-24T10:00:00.000Z',
      complaintDeadline: '2027-05-26T10:00:00.000Z',
      reversed: false,
      complaint: null,
      canComplain: false,
    },
    complainant: 'Vera Vermieter',
    decidedBy: mayDecide ? 'kollegin@example.de' : 'admin@example.de',
    mayDecide,
  });

  it('the moderator who decided sees no buttons; another answers with reasons, and the case leaves the list', async () => {
    const { fakes } = await renderApp(
      '/app/admin_dashboard',
      (f) => {
        signedIn(f, admin);
        f.complaints.cases = [complaintCase(false, 'eigene'), complaintCase(true, 'fremde')];
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Beschwerden (2)' });
    const [own, other] = within(section).getAllByRole('article');
    expect(own).toHaveTextContent('Sie haben diese Entscheidung getroffen');
    expect(within(own!).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('Entschieden von kollegin@example.de');
    await userEvent.click(within(other!).getByRole('button', { name: 'Entscheidung aufheben' }));
    await waitFor(() => expect(within(other!).getByLabelText(/Ihre Antwort/)).toHaveAttribute('aria-invalid', 'true'));
    expect(fakes.complaints.answers).toEqual([]);
    await userEvent.type(within(other!).getByLabelText(/Ihre Antwort/), 'Die Fotos sind tatsächlich eigene.');
    await userEvent.click(within(other!).getByRole('button', { name: 'Entscheidung aufheben' }));
    await waitFor(() =>
      expect(fakes.complaints.answers).toEqual([
        { id: 'fremde', outcome: 'reversed', answer: 'Die Fotos sind tatsächlich eigene.' },
      ]),
    );
    expect(await screen.findByRole('region', { name: 'Beschwerden (1)' })).toBeInTheDocument();
  });
});

describe('the transparency report', () => {
  it('shows each half-year in German and English', async () => {
    const period = {
      period: '2026-H2',
      from: '2026-07-01',
      to: '2026-12-31',
      notices: {
        total: 5,
        byReason: [
          { key: 'fraud', count: 4 },
          { key: 'harassment', count: 1 },
        ],
        actioned: 3,
        dismissed: 2,
        medianHours: 1.5,
      },
      actions: { total: 4, byGround: [{ key: 'fraud', count: 4 }], byKind: [{ key: 'ad_taken_down', count: 4 }] },
      automated: { detections: 8, reversed: 2, reversalRate: 0.25 },
      complaints: { lodged: 2, upheld: 1, reversed: 1, open: 0, medianHours: null },
    };
    await renderApp('/transparenz', (f) => (f.site.periods = [period]), 'de');
    const section = await screen.findByRole('region', { name: '01.07.2026 bis 31.12.2026' });
    expect(within(section).getByRole('row', { name: 'Belästigung oder Beleidigung 1' })).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: /^Quote der Aufhebungen 25\s%$/ })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('row', { name: /Mittlere Bearbeitungszeit/ })
        .map((r) => r.textContent),
    ).toEqual(['Mittlere Bearbeitungszeit (Median)1,5 Stunden', 'Mittlere Bearbeitungszeit (Median)–']);
    // Issue 67: the terms are named as German declines them, as one sentence with its link.
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'P' && /stehen in unseren Allgemeinen Geschäftsbedingungen\.$/.test(node.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/agb');
  });
});
