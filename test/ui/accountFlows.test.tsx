import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const people = new AuthApiInMemory();
const user = people.addAccount('erika@example.de', 'user-password');

// Signing in, up and out, and getting back in: what each step shows and where it leads.
describe('signing in, up and out', () => {
  it('shows a translated error when the login fails and stays on the page', async () => {
    await renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'erika@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail or password is wrong.');
    expect(location()).toBe('/auth/login');
  });

  it('a sign-in before activation offers to enter the code or have it sent again, right there', async () => {
    const { fakes } = await renderApp('/auth/login', (f) =>
      f.auth.addAccount('neu@example.de', 'user-password', { activated: false }),
    );
    await userEvent.type(await screen.findByLabelText('E-mail'), 'neu@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not activated yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() =>
      expect(fakes.auth.calls).toContainEqual({ method: 'resendActivationCode', args: ['neu@example.de'] }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter the code' }));
    await screen.findByRole('heading', { level: 1, name: 'Activate your account' });
    expect(location()).toBe('/auth/activate?email=neu%40example.de');
    // The page fills the address in from the link once it is shown (CI saw the field still empty right after the heading).
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('neu@example.de'));
  });

  it('a restored session whose token the server refuses is cleared and the visitor must log in', async () => {
    const { fakes } = await renderApp('/app/user_dashboard', (f) => f.store.save({ accessToken: 'expired', user }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(fakes.store.readToken()).toBeNull();
  });

  it('logout nulls the four storage keys and leaves the app area', async () => {
    const { fakes } = await renderApp('/app/user_dashboard', (f) => {
      signedIn(f, user);
      f.store.values.set('imgMultiStepForm', { images: ['a'] });
      f.store.values.set('planMultiStepForm', { plan: 'basis' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    for (const key of ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm'])
      expect(fakes.store.values.get(key)).toBeNull();
  });

  it('registration shows the server message as a toast and continues to activation, which signs in', async () => {
    const { fakes } = await renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByLabelText('First name'), 'Erika');
    await userEvent.type(screen.getByLabelText('Last name'), 'Mustermann');
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.de');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('heading', { level: 1, name: 'Activate your account' });
    expect(location()).toBe('/auth/activate?email=new%40example.de');
    expect(fakes.notifier.shown).toEqual([
      { kind: 'success', message: 'Registration successful. We sent you an activation code.' },
    ]);

    // Pasted as the mail shows it, with a space in the middle: all six digits arrive.
    await userEvent.click(screen.getByLabelText('6-digit code'));
    await userEvent.paste('123 456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
  });

  it('shows registration problems beside their fields, translated', async () => {
    const { fakes } = await renderApp('/auth/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.auth.calls).toEqual([]);
  });

  it('a field being fixed drops its message at once; the others keep theirs until the next sending (issue 67)', async () => {
    await renderApp('/auth/register', undefined, 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wiederholen Sie das Passwort.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Vorname'), 'E');
    expect(screen.queryByText('Bitte geben Sie Ihren Vornamen ein.')).toBeNull();
    expect(screen.getByLabelText('Vorname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Bitte wiederholen Sie das Passwort.')).toBeInTheDocument();
    // Emptied again and sent: the message is back.
    await userEvent.clear(screen.getByLabelText('Vorname'));
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein.')).toBeInTheDocument();
  });

  it('writes each registration problem as a German sentence for its field, not an assembled label', async () => {
    await renderApp('/auth/register', undefined, 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wiederholen Sie das Passwort.')).toBeInTheDocument();
    expect(screen.queryByText(/Bitte geben Sie (Vorname|Passwort wiederholen) ein/)).toBeNull();
  });

  it('walks the password recovery: forgot → verify → reset → login notice', async () => {
    const { fakes } = await renderApp('/auth/forgot-password', (f) =>
      f.auth.addAccount('erika@example.de', 'old-password'),
    );
    await userEvent.type(await screen.findByLabelText('E-mail'), 'erika@example.de');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the code' });
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'brand-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password was changed. Sign in with the new one.')).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(fakes.auth.accounts.get('erika@example.de')?.password).toBe('brand-new-password');
  });

  it('the verify page without a recovery in progress goes back to the forgot page', async () => {
    await renderApp('/auth/verify-code');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  });
});
