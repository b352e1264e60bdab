import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');
const admin = new AuthApiInMemory().addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('an ad’s statistics', () => {
  it('opens from the dashboard with totals, a chart and the figures per day as a table (de)', async () => {
    const ad = sampleAd({ ownerId: owner.id, title: 'Altbau mit Balkon' });
    await renderApp(
      '/app/user_dashboard',
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [ad];
        f.ads.dailyFigures.set(ad.id, [{ day: today(), views: 1234, saves: 5, contacts: 2 }]);
      },
      'de',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Statistik von „Altbau mit Balkon“' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistik der Anzeige' })).toBeInTheDocument();
    expect(await screen.findByText('1.234', { selector: 'dd' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Aufrufe, Merklisten-Einträge und Anfragen pro Tag, letzte 30 Tage' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Aufrufe, Merklisten-Einträge und Anfragen pro Tag, letzte 30 Tage',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/1\.234\s*5\s*2$/);
    expect(screen.getByText(/ohne Cookies und ohne IP-Adressen/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Zeitraum'), 'Letzte 7 Tage');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /letzte 7 Tage/ })).getAllByRole('row')).toHaveLength(8),
    );
  });

  it('someone else’s ad has no statistics to show', async () => {
    const ad = sampleAd({ ownerId: 'someone-else', title: 'Fremde Wohnung' });
    await renderApp(`/app/ads/${ad.id}/stats`, (f) => {
      signedIn(f, owner);
      f.ads.ownerId = owner.id;
      f.ads.ads = [ad];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not found/i);
  });
});

describe('the admin dashboard’s weekly figures', () => {
  it('shows new users, new ads and revenue per week as charts with tables (en)', async () => {
    await renderApp('/app/admin_dashboard', (f) => {
      signedIn(f, admin);
      f.users.users = [admin];
      f.moderation.weeks = [
        { weekStart: '2026-11-16', newUsers: 3, newAds: 7, revenueCents: 7990 },
        { weekStart: '2026-11-23', newUsers: 5, newAds: 2, revenueCents: 149000 },
      ];
    });
    const growth = await screen.findByRole('table', { name: 'New users and new ads per week, last 12 weeks' });
    // Twelve weeks are listed, the quiet ones with zeros; the two with figures are the last.
    expect(within(growth).getAllByRole('row')).toHaveLength(13);
    expect(within(growth).getAllByRole('row').at(-1)).toHaveTextContent('Week of 23 Nov 2026');
    expect(within(growth).getAllByRole('row').at(-1)).toHaveTextContent(/52$/);
    const revenue = screen.getByRole('table', { name: 'Revenue per week, last 12 weeks' });
    expect(within(revenue).getAllByRole('row').at(-2)).toHaveTextContent('€79.90');
    expect(within(revenue).getAllByRole('row').at(-1)).toHaveTextContent('€1,490');
  });
});
