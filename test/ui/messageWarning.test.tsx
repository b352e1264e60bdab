// A warning beside a message that asks for money first: what it says, where it links, and the report it offers.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const people = new AuthApiInMemory();
const seeker = people.addAccount('paul@example.de', 'user-password', { name: 'Paul' });
const wohnung = sampleAd({
  id: 'a0000000-0000-4000-8000-000000000001',
  ownerId: 'seller-1',
  title: 'Altbau mit Stuck',
  priceCents: 120_000,
});

describe('a warning beside a message', () => {
  it('says what to watch for beside a request for money, links the safety tips, and reports it in one click (de)', async () => {
    let conversationId = '';
    const { fakes } = await renderApp(
      '/app/messages',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [wohnung];
        conversationId = f.messages.seed({
          ad: wohnung,
          counterpart: 'Erika',
          role: 'seeker',
          messages: [
            { body: 'Ist die Wohnung noch frei?', mine: true },
            { body: 'Ja. Bitte überweisen Sie die Kaution vorab, die Schlüssel schicke ich per Post.', mine: false },
            { body: 'Gern am Samstag um 11 Uhr.', mine: false },
          ],
        });
      },
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    const log = await screen.findByRole('log');
    const notes = await within(log).findAllByRole('note');
    expect(notes, 'one warning, beside the message that asks for money').toHaveLength(1);
    expect(notes[0]!.closest('li')).toHaveTextContent('Bitte überweisen Sie die Kaution vorab');
    expect(notes[0]).toHaveTextContent('Zahlen Sie nie vor einer Besichtigung und einem unterschriebenen Vertrag.');
    expect(within(notes[0]!).getByRole('link', { name: 'Sicherheitstipps' })).toHaveAttribute('href', '/sicherheit');
    await userEvent.click(within(notes[0]!).getByRole('button', { name: 'Betrug melden' }));
    await waitFor(() =>
      expect(fakes.messages.reports).toEqual([
        {
          conversationId,
          reason: 'fraud',
          details: '„Ja. Bitte überweisen Sie die Kaution vorab, die Schlüssel schicke ich per Post.“',
        },
      ]),
    );
    expect(within(notes[0]!).getByRole('status')).toHaveTextContent(/gemeldet|Danke/i);
  });
});
