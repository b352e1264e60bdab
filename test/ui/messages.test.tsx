import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
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
const other = sampleAd({
  id: 'a0000000-0000-4000-8000-000000000002',
  ownerId: 'seller-1',
  title: 'Zweite Wohnung der Anbieterin',
});

describe('writing to a seller from the ad page', () => {
  it('a signed-in seeker writes to the seller by first name; the message arrives and links to the conversation', async () => {
    const { fakes } = await renderApp('/ads/' + wohnung.id, (f) => {
      signedIn(f, seeker);
      f.ads.ads = [wohnung, other];
      f.ads.sellerNames.set('seller-1', 'Erika');
    });
    await screen.findByRole('heading', { level: 1, name: 'Altbau mit Stuck' });
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent('Erika');
    expect(seller).toHaveTextContent('Private');
    expect(await screen.findByRole('heading', { level: 2, name: 'More ads from this seller' })).toBeInTheDocument();
    const field = screen.getByLabelText('Your message to Erika');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
    await userEvent.type(field, 'Guten Tag, ist die Wohnung noch frei?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByText(/Your message has arrived/)).closest('p')).toHaveTextContent(
      'Your message has arrived. Open the conversation',
    );
    const conversation = fakes.messages.conversations[0]!;
    expect(conversation.messages.map((m) => m.body)).toEqual(['Guten Tag, ist die Wohnung noch frei?']);
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/app/messages/${conversation.id}`,
    );
    expect(field).toHaveValue('');
  });

  it('a visitor signs in on the way and comes back to the same ad with the text kept', async () => {
    await renderApp(
      '/ads/' + wohnung.id,
      (f) => {
        f.ads.ads = [wohnung];
        f.auth.addAccount('paul@example.de', 'user-password', { name: 'Paul' });
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1, name: 'Altbau mit Stuck' });
    await userEvent.type(await screen.findByLabelText('Ihre Nachricht an Erika'), 'Hallo, ich interessiere mich sehr.');
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden und senden' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'paul@example.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Altbau mit Stuck' });
    expect(location()).toBe('/ads/' + wohnung.id);
    expect(await screen.findByLabelText('Ihre Nachricht an Erika')).toHaveValue('Hallo, ich interessiere mich sehr.');
    expect(await screen.findByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
  });

  it('the seller sees their own ad without the message form', async () => {
    await renderApp('/ads/' + wohnung.id, (f) => {
      signedIn(f, { ...seeker, id: 'seller-1' });
      f.ads.ads = [wohnung];
    });
    await screen.findByRole('heading', { level: 1, name: 'Altbau mit Stuck' });
    expect(screen.getByText('This is your own ad.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your message/)).toBeNull();
  });
});

describe('the inbox', () => {
  it('lists conversations with the unread count, the header too, and follows new messages live', async () => {
    const { fakes } = await renderApp(
      '/app/messages',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [wohnung];
        f.messages.seed({
          ad: wohnung,
          counterpart: 'Erika',
          role: 'seeker',
          messages: [
            { body: 'Ist sie noch frei?', mine: true },
            { body: 'Ja, gern Samstag.', mine: false },
          ],
        });
      },
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    const [row] = within(list).getAllByRole('link');
    expect(row).toHaveTextContent('Erika');
    expect(row).toHaveTextContent('Altbau mit Stuck');
    expect(row).toHaveTextContent('Ja, gern Samstag.');
    expect(row).toHaveTextContent('1 neu');
    // The header's link shows the count once the stream says it.
    act(() => fakes.inboxEvents.connected(1));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Nachrichten/ })).toHaveTextContent('1 ungelesene Nachricht'),
    );
    const id = fakes.messages.conversations[0]!.id;
    const message = fakes.messages.receive(id, 'Oder lieber Sonntag?');
    act(() => fakes.inboxEvents.emit({ type: 'message', conversationId: id, message, unreadTotal: 2 }));
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Oder lieber Sonntag?'));
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('2 neu');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Nachrichten/ })).toHaveTextContent('2 ungelesene Nachrichten'),
    );
    // The menu button carries it too: on a phone the header's links are folded behind it.
    expect(screen.getByRole('button', { name: /^Menü/ })).toHaveTextContent('2 ungelesene Nachrichten');
  });

  it("a public page shows a signed-in person's unread count on the menu button, and on the link", async () => {
    const { fakes } = await renderApp(
      '/ads',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [wohnung];
      },
      'de',
    );
    await screen.findByRole('heading', { level: 1 });
    act(() => fakes.inboxEvents.connected(3));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Menü/ })).toHaveTextContent('3 ungelesene Nachrichten'),
    );
    expect(screen.getByRole('link', { name: /^Nachrichten/ })).toHaveTextContent('3 ungelesene Nachrichten');
    act(() => fakes.inboxEvents.connected(0));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Menü/ })).not.toHaveTextContent(/ungelesen/));
  });

  it('a conversation: marked read when opened, answers, new messages appear and are read at once', async () => {
    const { fakes } = await renderApp('/app/messages', (f) => {
      signedIn(f, seeker);
      f.ads.ads = [wohnung];
      f.messages.seed({
        ad: wohnung,
        counterpart: 'Erika',
        role: 'seeker',
        messages: [{ body: 'Schauen Sie auf https://example.org/plan.pdf', mine: false }],
      });
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Conversation with Erika' });
    const id = fakes.messages.conversations[0]!.id;
    expect(fakes.messages.reads).toEqual([id]);
    const log = screen.getByRole('log', { name: 'Message history' });
    const link = within(log).getByRole('link', { name: 'https://example.org/plan.pdf' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Altbau mit Stuck' })).toHaveAttribute('href', `/ads/${wohnung.id}`);

    await userEvent.type(screen.getByLabelText('Your reply'), 'Danke, ich schaue es mir an.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent('You: Danke, ich schaue es mir an.');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');

    const incoming = fakes.messages.receive(id, 'Gern!');
    act(() => fakes.inboxEvents.emit({ type: 'message', conversationId: id, message: incoming, unreadTotal: 1 }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('Erika: Gern!');
    await waitFor(() => expect(fakes.messages.reads).toEqual([id, id]));
    // Its own message heard again through the stream is not shown twice.
    const mine = fakes.messages.conversations[0]!.messages[1]!;
    act(() => fakes.inboxEvents.emit({ type: 'message', conversationId: id, message: mine, unreadTotal: 0 }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
  });

  it('blocking asks first, then stops writing until lifted; a report goes out with its reason', async () => {
    const { fakes } = await renderApp(
      '/app/messages',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [wohnung];
        f.messages.seed({ ad: wohnung, counterpart: 'Erika', messages: [{ body: 'Zahlen Sie vorab.', mine: false }] });
      },
      'de',
    );
    const id = fakes.messages.conversations[0]!.id;
    await userEvent.click(within(await screen.findByRole('list', { name: 'Nachrichten' })).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Unterhaltung mit Erika' });
    await userEvent.click(screen.getByRole('button', { name: 'Nutzer blockieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Erika blockieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nutzer blockieren' }));
    expect(await screen.findByText(/Sie haben diese Person blockiert/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Ihre Antwort')).toBeNull();
    expect(fakes.messages.conversations[0]!.blockedByMe).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Blockierung aufheben' }));
    expect(await screen.findByLabelText('Ihre Antwort')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Unterhaltung melden'));
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Bitte wählen Sie einen Grund.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Grund'), 'fraud');
    await userEvent.type(screen.getByLabelText('Was ist passiert? (freiwillig)'), 'Vorkasse verlangt');
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke. Unser Team sieht sich die Unterhaltung an.')).toBeInTheDocument();
    expect(fakes.messages.reports).toEqual([{ conversationId: id, reason: 'fraud', details: 'Vorkasse verlangt' }]);
  });

  it('a conversation whose other person deleted their account says so and offers no reply', async () => {
    await renderApp(
      '/app/messages',
      (f) => {
        signedIn(f, seeker);
        f.ads.ads = [wohnung];
        f.messages.seed({ ad: wohnung, counterpart: null, messages: [{ body: 'Hallo', mine: true }] });
      },
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Gelöschter Nutzer');
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    expect(
      await screen.findByText('Diese Person hat ihr Konto gelöscht. Sie können ihr nicht mehr schreiben.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Ihre Antwort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nutzer blockieren' })).toBeNull();
  });

  it('an empty inbox says how conversations begin', async () => {
    await renderApp('/app/messages', (f) => signedIn(f, seeker), 'de');
    expect(await screen.findByText('Noch keine Nachrichten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anzeigen ansehen' })).toHaveAttribute('href', '/ads');
  });
});
