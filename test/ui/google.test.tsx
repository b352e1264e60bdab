import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestContainer, location, renderApp } from './harness';
import { GoogleSignInPresenter, PROVIDER_ERROR_CODES } from '../../src/ui/pages/auth/GoogleSignInPresenter';
import { SessionState } from '../../src/application/auth/ports';
import en from '../../public/assets/locales/en/account.json';
import de from '../../public/assets/locales/de/account.json';

function providerError(code: string, message = `Firebase: Error (auth/${code}).`) {
  return Object.assign(new Error(message), { code: `auth/${code}` });
}

describe('GoogleSignInPresenter (spec §4)', () => {
  it('the loading flag starts true and is cleared once the view is ready', async () => {
    const { container } = await createTestContainer();
    const p = container.get(GoogleSignInPresenter);
    expect(p.loading).toBe(true);
    p.ready();
    expect(p.loading).toBe(false);
  });

  it('signing in sets loading and clears it when the attempt ends; success clears the error', async () => {
    const { container, fakes } = await createTestContainer();
    const p = container.get(GoogleSignInPresenter);
    p.ready();
    fakes.identity.failure = providerError('network-request-failed');
    await p.signIn();
    expect(p.error).toBe('Firebase: Error (auth/network-request-failed).');
    fakes.identity.failure = null;
    const attempt = p.signIn();
    expect(p.loading).toBe(true);
    expect(await attempt).toBe(true);
    expect(p.loading).toBe(false);
    expect(p.error).toBeNull();
    expect(container.get(SessionState).user?.email).toBe('google.user@example.com');
    expect(fakes.auth.calls.at(-1)).toMatchObject({
      method: 'googleLogin',
      args: [{ email: 'google.user@example.com', name: 'Google User', img: 'https://example.com/photo.jpg' }],
    });
  });

  it('without an e-mail the error is "Login field! server error"', async () => {
    const { container, fakes } = await createTestContainer();
    fakes.identity.profile = { ...fakes.identity.profile, email: null };
    const p = container.get(GoogleSignInPresenter);
    expect(await p.signIn()).toBe(false);
    expect(p.error).toBe('Login field! server error');
    expect(p.providerCode).toBeNull();
    expect(p.loading).toBe(false);
  });

  it("any other failure keeps the provider's message and recognises the 13 codes", async () => {
    const { container, fakes } = await createTestContainer();
    const p = container.get(GoogleSignInPresenter);
    for (const code of PROVIDER_ERROR_CODES) {
      fakes.identity.failure = providerError(code);
      await p.signIn();
      expect(p.error).toBe(`Firebase: Error (auth/${code}).`);
      expect(p.providerCode).toBe(code);
    }
    fakes.identity.failure = providerError('something-new', 'Something new happened');
    await p.signIn();
    expect(p.error).toBe('Something new happened');
    expect(p.providerCode).toBeNull();
    expect(PROVIDER_ERROR_CODES).toHaveLength(13);
  });

  it('every one of the 13 codes has its own message in German and English', () => {
    for (const code of PROVIDER_ERROR_CODES) {
      expect(en.google.errors[code]).toMatch(/\w/);
      expect(de.google.errors[code]).toMatch(/\w/);
      expect(de.google.errors[code]).not.toBe(en.google.errors[code]);
    }
  });

  it('sign-out clears the session, then the loading flag', async () => {
    const { container, fakes } = await createTestContainer();
    const p = container.get(GoogleSignInPresenter);
    await p.signIn();
    const session = container.get(SessionState);
    const order: string[] = [];
    const original = fakes.identity.signOut.bind(fakes.identity);
    fakes.identity.signOut = async () => {
      order.push(`provider signed out, session user: ${session.user ? 'present' : 'cleared'}`);
      return original();
    };
    p.loading = true;
    await p.signOut();
    order.push(`loading ${p.loading}`);
    expect(order).toEqual(['provider signed out, session user: cleared', 'loading false']);
    expect(fakes.store.values.get('accessToken')).toBeNull();
  });
});

describe('Google button', () => {
  it('is hidden when Firebase is not configured', async () => {
    await renderApp('/auth/login', (f) => (f.identity.available = false));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('signs in and lands on the dashboard', async () => {
    await renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
    expect(location()).toBe('/app/user_dashboard');
  });

  it('shows the translated message for a cancelled popup, in German too', async () => {
    await renderApp('/auth/register', (f) => (f.identity.failure = providerError('popup-closed-by-user')), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled());
  });

  it('shows "Login field! server error" when the account has no e-mail', async () => {
    await renderApp('/auth/login', (f) => (f.identity.profile = { ...f.identity.profile, email: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login field! server error');
  });
});
