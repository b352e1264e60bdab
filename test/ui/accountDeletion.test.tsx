import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';

/** Issue 40: deleting the account ends on a page that says it is done, not a silent redirect. */
describe('deleting the account', () => {
  it('asks for the password, deletes, signs out, and the start page says it is done and a confirmation is on its way', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, f.account.user), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen …' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Passwort'), 'falsch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByText(/Passwort/, { selector: '.field__error' })).toBeInTheDocument();
    expect(fakes.account.deleted).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Passwort'));
    await userEvent.type(within(dialog).getByLabelText('Passwort'), 'secret-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(fakes.account.deleted).toBe(true);
    expect(
      await screen.findByText(
        'Ihr Konto ist gelöscht. Wir haben Ihnen eine Bestätigung an Ihre bisherige E-Mail-Adresse geschickt.',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
