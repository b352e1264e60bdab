import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const people = new AuthApiInMemory();
const seeker = people.addAccount('lea@example.de', 'user-password');

describe('saved searches', () => {
  it("saves the list's filters under a name made from them, with the prices in cents for the server", async () => {
    const { fakes } = await renderApp(
      '/ads?where=Berlin&maxPrice=1500&minRooms=3&category=apartment_rent&view=map',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [sampleAd({ city: 'Berlin', priceCents: 120_000, rooms: 3 })];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    await userEvent.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    expect(await screen.findByText('Suche gespeichert')).toHaveAttribute('role', 'status');
    expect(fakes.notifier.shown.at(-1)).toEqual({
      kind: 'success',
      message: 'Suche gespeichert. Sie bekommen eine E-Mail, sobald Neues dazukommt.',
    });
    expect(fakes.searches.searches).toEqual([
      expect.objectContaining({
        name: 'Wohnung mieten · Berlin · bis 1.500 € · ab 3 Zimmer',
        query: 'category=apartment_rent&maxPrice=1500&minRooms=3&where=Berlin',
        filters: expect.objectContaining({
          city: 'Berlin',
          maxPrice: 150_000,
          minRooms: 3,
          category: 'apartment_rent',
        }),
        frequency: 'daily',
      }),
    ]);
  });

  it('a visitor is led through sign-in to the saved searches, where the same search waits to be saved', async () => {
    const { fakes } = await renderApp('/ads?where=Hamburg', (f) => {
      f.ads.ads = [sampleAd({ city: 'Hamburg' })];
      f.auth.addAccount('lea@example.de', 'user-password');
    });
    await screen.findByRole('heading', { level: 2, name: '1 property' });
    await userEvent.click(screen.getByRole('link', { name: 'Save search' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const offer = await screen.findByRole('form', { name: 'Save this search?' });
    expect(within(offer).getByLabelText('Name')).toHaveValue('Properties · Hamburg');
    await userEvent.selectOptions(within(offer).getByLabelText('E-mail about new ads'), 'instant');
    await userEvent.click(within(offer).getByRole('button', { name: 'Save search' }));
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Properties · Hamburg' })).toBeInTheDocument();
    expect(fakes.searches.searches).toEqual([
      expect.objectContaining({
        query: 'where=Hamburg',
        frequency: 'instant',
        filters: expect.objectContaining({ city: 'Hamburg' }),
      }),
    ]);
    expect(location()).toBe('/app/searches');
  });

  it('lists the searches with their new ads, renames, changes the frequency, opens the results and deletes after asking', async () => {
    const { fakes } = await renderApp(
      '/app/searches',
      (f) => {
        signedIn(f, seeker);
        f.searches.searches = [
          {
            id: 's1',
            name: 'Altbau Leipzig',
            filters: { city: 'Leipzig' },
            query: 'where=Leipzig',
            frequency: 'daily',
            createdAt: '2026-11-01T10:00:00.000Z',
            newCount: 3,
          },
          {
            id: 's2',
            name: 'Haus kaufen',
            filters: { category: 'house_buy' },
            query: 'category=house_buy',
            frequency: 'weekly',
            createdAt: '2026-11-02T10:00:00.000Z',
            newCount: 0,
          },
        ];
      },
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Suchaufträge' });
    const [leipzig, haus] = within(list).getAllByRole('listitem');
    expect(within(leipzig!).getByRole('heading', { level: 2 })).toHaveTextContent('Altbau Leipzig3 neu');
    await userEvent.click(within(leipzig!).getByRole('button', { name: 'Umbenennen' }));
    const field = within(leipzig!).getByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Leipzig Südvorstadt');
    await userEvent.click(within(leipzig!).getByRole('button', { name: 'Namen speichern' }));
    await waitFor(() => expect(fakes.searches.searches[0]!.name).toBe('Leipzig Südvorstadt'));
    await within(leipzig!).findByRole('heading', { level: 2, name: /Leipzig Südvorstadt/ });
    await userEvent.selectOptions(within(haus!).getByLabelText('E-Mail bei neuen Anzeigen'), 'off');
    await waitFor(() => expect(fakes.searches.searches[1]!.frequency).toBe('off'));
    await userEvent.click(within(haus!).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suchauftrag löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fakes.searches.searches.map((s) => s.id)).toEqual(['s1']);
    await userEvent.click(within(list).getByRole('button', { name: 'Treffer ansehen' }));
    await waitFor(() => expect(location()).toBe('/ads?where=Leipzig'));
    await waitFor(() => expect(fakes.searches.searches[0]!.newCount).toBe(0));
  });

  it('the mail’s link unsubscribes after one click, without signing in', async () => {
    const { fakes } = await renderApp(
      '/unsubscribe?token=good-token',
      (f) => {
        f.searches.searches = [
          {
            id: 's1',
            name: 'Kiel',
            filters: {},
            query: '',
            frequency: 'instant',
            createdAt: '2026-11-01T10:00:00.000Z',
            newCount: 0,
          },
        ];
        f.searches.tokens.set('good-token', 's1');
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'E-Mails abbestellen' });
    expect(fakes.searches.searches[0]!.frequency).toBe('instant');
    await userEvent.click(screen.getByRole('button', { name: 'E-Mails abbestellen' }));
    expect(await screen.findByText(/Für diesen Suchauftrag bekommen Sie keine E-Mails mehr/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(fakes.searches.searches[0]!.frequency).toBe('off');
  });

  it('a forged unsubscribe link says it is not valid', async () => {
    await renderApp('/unsubscribe?token=forged', undefined, 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mails abbestellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist ungültig');
  });
});

describe('saving an offered search that the server refuses', () => {
  it('keeps the offer with what was typed and says why', async () => {
    const { fakes } = await renderApp('/app/searches?save=where%3DKiel', (f) => signedIn(f, seeker), 'de');
    const offer = await screen.findByRole('form', { name: 'Diese Suche speichern?' });
    fakes.searches.failure = new (await import('../../src/domain/errors')).DomainError('SAVED_SEARCHES_FULL', 'full');
    await userEvent.click(within(offer).getByRole('button', { name: 'Suche speichern' }));
    await waitFor(() =>
      expect(fakes.notifier.shown.at(-1)).toEqual({
        kind: 'error',
        message: 'Sie haben bereits 50 Suchaufträge. Löschen Sie einen, bevor Sie einen neuen speichern.',
      }),
    );
    expect(screen.getByRole('form', { name: 'Diese Suche speichern?' })).toBeInTheDocument();
    expect(location()).toBe('/app/searches?save=where%3DKiel');
  });
});
