import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const people = new AuthApiInMemory();
const seeker = people.addAccount('lea@example.de', 'user-password');
const altbau = sampleAd({ id: 'ad-altbau', title: 'Altbau mit Balkon', priceCents: 90_000 });
const dach = sampleAd({ id: 'ad-dach', title: 'Dachgeschoss mit Blick', priceCents: 120_000 });

/** The heart of the card whose title is `title` ("Save", described by the title). */
function heartOf(title: string): HTMLElement {
  return screen
    .getAllByRole('button', { name: 'Save' })
    .find(
      (b) =>
        b.getAttribute('aria-describedby') &&
        document.getElementById(b.getAttribute('aria-describedby')!)?.textContent === title,
    )!;
}

describe('Merkliste', () => {
  it('a visitor saves ads with the heart: pressed at once, told by a toast, counted in the header, kept in this browser', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [altbau, dach]));
    await screen.findByRole('heading', { level: 2, name: '2 properties' });
    const heart = heartOf('Altbau mit Balkon');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Altbau mit Balkon');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(fakes.notifier.shown.at(-1)).toEqual({ kind: 'success', message: 'Saved to your list.' });
    expect(screen.getByRole('link', { name: /Saved ads/ })).toHaveTextContent('1 saved ad');
    expect(JSON.parse(window.localStorage.getItem('inserat_favorites')!)).toEqual([altbau.id]);
    expect(fakes.favorites.saves).toEqual([]);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(fakes.notifier.shown.at(-1)).toEqual({ kind: 'success', message: 'Removed from your list.' });
  });

  it('a visitor who opens the Merkliste signs in and finds the ads saved before, now in the account', async () => {
    const { fakes } = await renderApp('/ads', (f) => {
      f.ads.ads = [altbau, dach];
      f.auth.addAccount('lea@example.de', 'user-password');
    });
    await screen.findByRole('heading', { level: 2, name: '2 properties' });
    await userEvent.click(heartOf('Altbau mit Balkon'));
    await userEvent.click(heartOf('Dachgeschoss mit Blick'));
    await userEvent.click(screen.getByRole('link', { name: /Saved ads/ }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved ads' });
    expect(location()).toBe('/app/favorites');
    // The list once the account's entries have loaded (a spinner until then).
    const list = await screen.findByRole('list', { name: 'Saved ads' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Dachgeschoss mit Blick', 'Altbau mit Balkon']),
    );
    expect(fakes.favorites.entries.map((e) => e.adId)).toEqual([dach.id, altbau.id]);
    expect(window.localStorage.getItem('inserat_favorites')).toBe('[]');
  });

  it('the list shows the old and the new price, keeps an offline ad as no longer available, and drops an ad taken off', async () => {
    const gone = sampleAd({
      id: 'ad-weg',
      title: 'Schon vermietet',
      status: 'archived',
      postalCode: '80331',
      city: 'München',
    });
    const { fakes } = await renderApp(
      '/app/favorites',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [altbau, gone];
        f.favorites.entries = [
          {
            adId: altbau.id,
            savedPriceCents: 95_000,
            savedAt: '2026-11-01T10:00:00.000Z',
            title: altbau.title,
            postalCode: altbau.postalCode,
            city: altbau.city,
          },
          {
            adId: gone.id,
            savedPriceCents: 70_000,
            savedAt: '2026-10-01T10:00:00.000Z',
            title: gone.title,
            postalCode: '80331',
            city: 'München',
          },
        ];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Merkliste' });
    const list = await screen.findByRole('list', { name: 'Merkliste' });
    const [available, offline] = within(list).getAllByRole('listitem');
    expect(available).toHaveTextContent('Preis geändert: vorher 950 € / Monat jetzt 900 € / Monat');
    expect(within(available!).getByRole('link', { name: 'Altbau mit Balkon' })).toHaveAttribute(
      'href',
      `/ads/${altbau.id}`,
    );
    expect(offline).toHaveTextContent('nicht mehr verfügbar');
    expect(offline).toHaveTextContent('80331 München');
    expect(within(offline!).queryByRole('link')).toBeNull();
    await waitFor(() =>
      expect(within(offline!).getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(within(offline!).getByRole('button', { name: 'Merken' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fakes.favorites.entries.map((e) => e.adId)).toEqual([altbau.id]);
  });

  it('an empty list says how to fill it', async () => {
    await renderApp('/app/favorites', (f) => signedIn(f, seeker), 'de');
    expect(await screen.findByText('Ihre Merkliste ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Immobilien ansehen' })).toHaveAttribute('href', '/ads');
  });

  it('a failed save is undone and says so', async () => {
    const { fakes } = await renderApp('/ads', (f) => {
      signedIn(f, seeker);
      f.ads.ads = [altbau];
    });
    await screen.findByRole('heading', { level: 2, name: '1 property' });
    fakes.favorites.failure = new Error('Failed to fetch');
    const heart = heartOf('Altbau mit Balkon');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(fakes.notifier.shown.at(-1)).toEqual({
        kind: 'error',
        message: 'Your saved ads could not be changed. Please try again.',
      }),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
