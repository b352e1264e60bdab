import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');

describe('notification settings on the profile', () => {
  it('shows messages, reminders and price cuts on and the newsletter off, and keeps a change (de)', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, user), 'de');
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const box = (name: RegExp) => within(section).getByRole('checkbox', { name });
    expect(await within(section).findByRole('checkbox', { name: /^Ungelesene Nachrichten/ })).toBeChecked();
    expect(box(/^Erinnerungen/)).toBeChecked();
    expect(box(/^Preissenkungen/)).toBeChecked();
    expect(box(/^Newsletter/)).not.toBeChecked();
    await userEvent.click(box(/^Erinnerungen/));
    await userEvent.click(box(/^Newsletter/));
    await userEvent.click(box(/^Preissenkungen/));
    await userEvent.click(within(section).getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(fakes.notifier.shown).toContainEqual({ kind: 'success', message: 'Benachrichtigungen gespeichert.' }),
    );
    expect(fakes.account.settings).toEqual({ messages: true, reminders: false, priceDrops: false, newsletter: true });
  });
});
