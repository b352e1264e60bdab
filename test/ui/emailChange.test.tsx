import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');

describe('changing the e-mail address on the profile', () => {
  it('asks for the new address and the password, then the code sent there; the header shows the new address (de)', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, user), 'de');
    fakes.account.password = 'user-password';
    const section = await screen.findByRole('region', { name: 'E-Mail-Adresse ändern' });
    expect(within(section).getByText('Ihre Adresse: erika@example.de')).toBeInTheDocument();
    const send = within(section).getByRole('button', { name: 'Code an die neue Adresse senden' });

    await userEvent.click(send);
    expect(await within(section).findByText('Bitte geben Sie die neue E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(section).getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText(/Neue E-Mail-Adresse/), 'erika.neu@example.de');
    await userEvent.type(within(section).getByLabelText(/Aktuelles Passwort/), 'falsch-falsch');
    await userEvent.click(send);
    expect(await within(section).findByText('Das Passwort stimmt nicht.')).toBeInTheDocument();
    expect(fakes.account.pendingEmail).toBeNull();

    await userEvent.clear(within(section).getByLabelText(/Aktuelles Passwort/));
    await userEvent.type(within(section).getByLabelText(/Aktuelles Passwort/), 'user-password');
    await userEvent.click(send);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Wir haben einen Code an erika.neu@example.de geschickt',
    );
    expect(fakes.account.pendingEmail).toBe('erika.neu@example.de');

    await userEvent.type(within(section).getByLabelText(/Code aus der E-Mail/), '111111');
    await userEvent.click(within(section).getByRole('button', { name: 'Neue Adresse bestätigen' }));
    expect(await within(section).findByText('Der Code ist nicht korrekt.')).toBeInTheDocument();

    await userEvent.clear(within(section).getByLabelText(/Code aus der E-Mail/));
    await userEvent.type(within(section).getByLabelText(/Code aus der E-Mail/), fakes.account.emailCode);
    await userEvent.click(within(section).getByRole('button', { name: 'Neue Adresse bestätigen' }));
    await waitFor(() =>
      expect(fakes.notifier.shown).toContainEqual({
        kind: 'success',
        message: 'Ihre E-Mail-Adresse wurde geändert. Die bisherige Adresse bekommt eine Nachricht darüber.',
      }),
    );
    expect(await within(section).findByText('Ihre Adresse: erika.neu@example.de')).toBeInTheDocument();
    expect(fakes.account.user.email).toBe('erika.neu@example.de');
  });
});
