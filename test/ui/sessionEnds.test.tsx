import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const seeker = new AuthApiInMemory().addAccount('paul@example.de', 'user-password', { name: 'Paul' });
const wohnung = sampleAd({
  id: 'a0000000-0000-4000-8000-000000000001',
  ownerId: 'seller-1',
  title: 'Altbau mit Stuck',
});

/** Issue 40: a session that ends by itself, and a visitor sent to sign in, are told why and lose nothing. */
describe('when a session ends elsewhere', () => {
  it('a sign-out in another tab leaves the private page at once, says why, and after signing in the typed reply is still there', async () => {
    const { fakes } = await renderApp(
      '/app/messages',
      (f) => {
        signedIn(f, f.auth.addAccount('paul@example.de', 'user-password', { name: 'Paul' }));
        f.ads.ads = [wohnung];
        f.messages.seed({
          ad: wohnung,
          counterpart: 'Erika',
          role: 'seeker',
          messages: [{ body: 'Ja, gern Samstag.', mine: false }],
        });
      },
      'de',
    );
    const id = fakes.messages.conversations[0]!.id;
    await screen.findByRole('heading', { level: 1, name: 'Nachrichten' });
    await userEvent.click((await screen.findAllByRole('link', { name: /Erika/ }))[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Unterhaltung mit Erika' });
    await userEvent.type(screen.getByLabelText(/Ihre Antwort|Antwort/), 'Samstag passt, bis dann!');
    act(() => fakes.store.changeElsewhere(null));
    expect(await screen.findByText(/Sie wurden in einem anderen Tab abgemeldet/)).toHaveAttribute('role', 'status');
    expect(location()).toBe('/auth/login');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'paul@example.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location()).toBe(`/app/messages/${id}`));
    expect(await screen.findByLabelText(/Antwort/)).toHaveValue('Samstag passt, bis dann!');
  });

  it('a sign-in in another tab signs this tab in too', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [wohnung]), 'de');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Nachrichten/ })).toBeNull();
    act(() => fakes.store.changeElsewhere({ accessToken: 'valid-token', user: seeker }));
    // The plain link first, then the same link with its count once the messages area loaded: whichever is there.
    await waitFor(() => expect(screen.getByRole('link', { name: /^Nachrichten/ })).toBeInTheDocument());
  });

  it('a session that ended by itself keeps the replies being written; "Abmelden" here forgets them', async () => {
    const ended = await renderApp('/app/user_dashboard', (f) => signedIn(f, seeker), 'de');
    await screen.findByRole('heading', { level: 1 });
    act(() => ended.fakes.store.changeElsewhere(null));
    await screen.findByText(/in einem anderen Tab abgemeldet/);
    expect(ended.fakes.store.localCopiesForgotten).toBe(false);
    ended.unmount();
    const { fakes } = await renderApp('/app/user_dashboard', (f) => signedIn(f, seeker), 'de');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(fakes.store.localCopiesForgotten).toBe(true));
  });
});

describe('a visitor sent to sign in', () => {
  it('is told why: the Merkliste belongs to an account and what was saved here comes along', async () => {
    await renderApp('/ads', (f) => (f.ads.ads = [wohnung]), 'de');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getAllByRole('link', { name: /^Merkliste/ })[0]!);
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(await screen.findByText(/Ihre Merkliste gehört zu Ihrem Konto/)).toBeInTheDocument();
  });
});
