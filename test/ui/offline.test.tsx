import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestError } from '../../src/application/shared/RequestError';
import { renderApp, signedIn, type Fakes } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { FavoritesCopyLocalStorage } from '../../src/infrastructure/storage/FavoritesCopyLocalStorage';

const people = new AuthApiInMemory();
const lea = people.addAccount('offline@example.de', 'user-password', { name: 'Lea' });
const flat = sampleAd({ id: 'a0000000-0000-4000-8000-0000000000f1', ownerId: 'seller-1', title: 'Altbau am Park' });
const offline = () => new RequestError('network', 'NETWORK_ERROR', 'Failed to fetch');

/** Opens the one conversation with Erika (from the inbox, as a person does). */
async function conversationWithErika(arrange: (f: Fakes) => void = () => undefined) {
  const rendered = await renderApp(
    '/app/messages',
    (f) => {
      signedIn(f, lea);
      f.ads.ads = [flat];
      f.messages.seed({
        ad: flat,
        counterpart: 'Erika',
        role: 'seeker',
        messages: [{ body: 'Noch frei.', mine: false }],
      });
      arrange(f);
    },
    'de',
  );
  await userEvent.click(within(await screen.findByRole('list', { name: 'Nachrichten' })).getAllByRole('link')[0]!);
  await screen.findByRole('heading', { level: 1, name: 'Unterhaltung mit Erika' });
  return { ...rendered, log: screen.getByRole('log'), id: rendered.fakes.messages.conversations[0]!.id };
}

/** What a person sees and may do without a connection (issue 46). */
describe('without a connection', () => {
  it('a reply waits, marked as waiting, the field free again; it goes out once when the connection returns', async () => {
    const { fakes, log } = await conversationWithErika();
    fakes.messages.failure = offline();
    act(() => fakes.connectivity.goOffline());
    expect(await screen.findByText(/Sie sind offline\. Ihre Merkliste/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ihre Antwort'), 'Passt Samstag um 11?');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    const waiting = await within(log).findByText(
      'Wartet auf Verbindung – wird gesendet, sobald Sie wieder online sind.',
    );
    expect(waiting.closest('li')).toHaveTextContent('Sie: Passt Samstag um 11?');
    expect(screen.getByLabelText('Ihre Antwort')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fakes.outbox.messages.map((m) => m.body)).toEqual(['Passt Samstag um 11?']);
    expect(fakes.outbox.backgroundRequests).toBe(1);

    fakes.messages.failure = null;
    act(() => fakes.connectivity.comeBack());
    await waitFor(() => expect(within(log).queryByText(/Wartet auf Verbindung/)).toBeNull());
    expect(screen.queryByText(/Sie sind offline/)).toBeNull();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Erika: Noch frei.'), expect.stringContaining('Sie: Passt Samstag um 11?')]);
    expect(fakes.messages.conversations[0]!.messages.map((m) => m.body)).toEqual([
      'Noch frei.',
      'Passt Samstag um 11?',
    ]);
    expect(fakes.outbox.messages).toEqual([]);
  });

  it('sent meanwhile by the service worker, it takes the waiting one’s place, once', async () => {
    const { fakes, log, id } = await conversationWithErika();
    fakes.messages.failure = offline();
    await userEvent.type(screen.getByLabelText('Ihre Antwort'), 'Im Hintergrund gesendet');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await within(log).findByText(/Wartet auf Verbindung/);
    fakes.messages.failure = null;
    const queued = fakes.outbox.messages[0]!;
    const sent = await fakes.messages.send(id, queued.body, queued.clientId);
    act(() => fakes.outbox.sentElsewhere(sent));
    await waitFor(() => expect(within(log).queryByText(/Wartet auf Verbindung/)).toBeNull());
    expect(within(log).getAllByText('Im Hintergrund gesendet')).toHaveLength(1);
  });

  it('one the server refused says why, and its words go back into the field to change', async () => {
    const { fakes, log } = await conversationWithErika();
    fakes.messages.failure = offline();
    await userEvent.type(screen.getByLabelText('Ihre Antwort'), 'Meine IBAN ist …');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await within(log).findByText(/Wartet auf Verbindung/);
    fakes.outbox.messages[0]!.failed = 'CONVERSATION_BLOCKED';
    fakes.messages.failure = null;
    act(() => fakes.connectivity.comeBack());
    // The waiting list is read again when the connection returns; the refused one is shown with its reason.
    const refused = await within(log).findByText(/^Nicht gesendet:/);
    await userEvent.click(within(refused).getByRole('button', { name: 'Text zurück ins Feld' }));
    expect(screen.getByLabelText('Ihre Antwort')).toHaveValue('Meine IBAN ist …');
    expect(fakes.outbox.messages).toEqual([]);
  });

  it('the Merkliste shows the copy of its last load, saying when, with its ads', async () => {
    const saved = {
      adId: flat.id,
      savedPriceCents: flat.priceCents,
      savedAt: '2026-11-20T10:00:00.000Z',
      title: flat.title,
      postalCode: flat.postalCode,
      city: flat.city,
      available: true,
      ad: flat,
    };
    await renderApp(
      '/app/favorites',
      (f) => {
        signedIn(f, lea);
        new FavoritesCopyLocalStorage(window.localStorage).save(lea.id, [saved], new Date('2026-12-01T13:05:00Z'));
        f.favorites.failure = offline();
      },
      'de',
    );
    expect(await screen.findByText(/So sah Ihre Merkliste am 01\.12\.2026, 14:05 aus/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Altbau am Park' })).toBeInTheDocument();
  });

  it('the Merkliste without a copy on this device says that there is no connection', async () => {
    await renderApp(
      '/app/favorites',
      (f) => {
        signedIn(f, lea);
        f.favorites.failure = offline();
      },
      'de',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Verbindung/);
    expect(screen.queryByText(/So sah Ihre Merkliste/)).toBeNull();
  });

  it('a new version waits until the person reloads; the app starts its service worker once', async () => {
    const { fakes } = await renderApp('/', undefined, 'de');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull();
    act(() => fakes.updates.offer());
    await userEvent.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(fakes.updates.reloaded).toBe(1);
  });
});

describe('the installable app', () => {
  it.each([
    ['installable', 'App installieren'],
    ['ios', /Tippen Sie in Safari auf „Teilen“/],
    ['installed', /Sie nutzen Inserat als App/],
    ['unavailable', /bietet das Installieren gerade nicht an/],
  ] as const)('%s: the profile says %s', async (state, shown) => {
    const { fakes } = await renderApp(
      '/app/profile',
      (f) => {
        signedIn(f, lea);
        f.installation.state = state;
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Inserat als App' });
    if (state === 'installable') {
      await userEvent.click(within(section).getByRole('button', { name: shown as string }));
      expect(fakes.installation.prompted).toBe(1);
      expect(await within(section).findByText(/Sie nutzen Inserat als App/)).toBeInTheDocument();
    } else {
      expect(within(section).getByText(shown)).toBeInTheDocument();
      expect(within(section).queryByRole('button')).toBeNull();
    }
  });
});
