import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { RequestError } from '../../src/application/shared/RequestError';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');

describe('signed-in devices on the profile', () => {
  it('lists this device first, signs out the phone, then every other device', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => {
      signedIn(f, user);
      f.sessions.sessions.push({
        id: 's-office',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/141.0 Safari/537.36 Edg/141.0',
        createdAt: '2026-11-02T08:00:00.000Z',
        lastUsedAt: '2026-11-20T08:00:00.000Z',
        current: false,
      });
    });
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Firefox on LinuxThis deviceLast active: /),
      expect.stringMatching(/^Safari on iOSLast active: /),
      expect.stringMatching(/^Edge on WindowsLast active: /),
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(fakes.notifier.shown).toContainEqual({ kind: 'success', message: 'The device has been signed out.' });

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out on all other devices' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).queryByRole('button', { name: 'Sign out on all other devices' })).toBeNull();
    expect(fakes.sessions.sessions.map((s) => s.id)).toEqual(['s-here']);
  });

  it('says so when the list cannot be loaded, in German too', async () => {
    await renderApp(
      '/app/profile',
      (f) => {
        signedIn(f, user);
        f.sessions.failNextWith = new RequestError('network', 'NETWORK_ERROR', 'offline');
      },
      'de',
    );
    const section = await screen.findByRole('region', { name: 'Angemeldete Geräte' });
    await within(section).findByRole('alert');
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('logout from the header ends the session on the server', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, user));
    await screen.findByRole('region', { name: 'Signed-in devices' });
    await userEvent.click(
      screen.getAllByRole('button', { name: /sign out|log out/i }).find((b) => !b.closest('section'))!,
    );
    await waitFor(() => expect(fakes.sessions.loggedOut).toBe(1));
  });
});
