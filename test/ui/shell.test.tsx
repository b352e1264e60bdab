import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderApp, signedIn, createTestI18n, createTestContainer } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { ContainerProvider } from '../../src/ui/app/ContainerContext';
import { Snackbar } from '../../src/ui/components/Snackbar';
import { SnackbarPresenter } from '../../src/ui/components/SnackbarPresenter';
import { ProfileApi } from '../../src/application/auth/ports';
import { AppConfig } from '../../src/application/shared/ports';
import { NotifierToastify } from '../../src/infrastructure/notifications/NotifierToastify';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');

describe('demo mode', () => {
  it.each([
    ['de', /Demo —.*keine echten Zahlungen.*E-Mails werden nicht versendet/],
    ['en', /Demo —.*no real payments.*E-mails are not sent/],
  ] as const)('says on public and signed-in pages (%s) that nothing is real', async (lng, text) => {
    const demo =
      (signIn: boolean) =>
      (
        fakes: Parameters<NonNullable<Parameters<typeof renderApp>[1]>>[0],
        container: Parameters<NonNullable<Parameters<typeof renderApp>[1]>>[1],
      ) => {
        const config = container.get(AppConfig);
        container.rebind(AppConfig).toConstantValue({ ...config, demo: { payments: true, mail: true } });
        if (signIn) signedIn(fakes, user);
      };
    const visitor = await renderApp('/', demo(false), lng);
    expect(
      await screen.findByRole('complementary', {
        name: lng === 'de' ? 'Hinweis zum Demo-Betrieb' : 'Demo mode notice',
      }),
    ).toHaveTextContent(text);
    visitor.unmount();
    await renderApp('/app/user_dashboard', demo(true), lng);
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByRole('complementary', { name: lng === 'de' ? 'Hinweis zum Demo-Betrieb' : 'Demo mode notice' }),
    ).toHaveTextContent(text);
  });

  it('shows nothing when payments and mail are real', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Demo mode notice' })).not.toBeInTheDocument();
  });
});

describe('start-up', () => {
  it('shows the full-page loader while the session is restored, then the app', async () => {
    let release!: () => void;
    await renderApp('/', (fakes, container) => {
      signedIn(fakes, user);
      const gate = new Promise<void>((resolve) => (release = resolve));
      const real = fakes.profile;
      container
        .rebind(ProfileApi)
        .toConstantValue({ getProfile: async (t: string) => (await gate, real.getProfile(t)) });
    });
    expect(screen.getByTestId('full-page-loader')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
  });

  it('shows a spinner while the packages load and renders once the request ends', async () => {
    let release!: () => void;
    await renderApp('/', (fakes) => {
      fakes.packages.gate = new Promise<void>((resolve) => (release = resolve));
    });
    expect(await screen.findByTestId('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('renders even when the package request fails, with an empty list and only a console message', async () => {
    const { fakes } = await renderApp('/', (f) => (f.packages.failure = new Error('boom')));
    expect(await screen.findByText('Packages are not available right now.')).toBeInTheDocument();
    expect(fakes.logger.errors).toEqual([['Network error while loading packages', 'boom']]);
    expect(fakes.notifier.shown).toEqual([]);
    expect(fakes.packages.calls).toBe(1);
  });
});

describe('route announcer and scroll', () => {
  afterEach(() => vi.useRealTimers());

  it('announces "Navigated to {path} page." about half a second after a route change, and nothing at /', async () => {
    // Visit /impressum once first so its lazy chunk is loaded before the clock is frozen.
    await renderApp('/impressum');
    await screen.findByRole('heading', { level: 1, name: 'Legal notice' });
    await act(async () => screen.getByRole('link', { name: 'Inserat' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Find your new home' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toBeEmptyDOMElement();

    vi.useFakeTimers();
    await act(async () => screen.getAllByRole('link', { name: 'Legal notice' })[0]!.click());
    // Spec §2: about half a second — silent at 0.4 s, spoken by 0.6 s.
    await act(async () => vi.advanceTimersByTime(400));
    expect(announcer).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTime(200));
    expect(announcer).toHaveTextContent('Navigated to /impressum page.');

    await act(async () => screen.getByRole('link', { name: 'Inserat' }).click());
    await act(async () => vi.advanceTimersByTime(600));
    expect(announcer).toBeEmptyDOMElement();
  });

  it('speaks German on German pages: "Zur Seite … navigiert."', async () => {
    await renderApp('/impressum', undefined, 'de');
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    await act(async () => screen.getByRole('link', { name: 'Inserat' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Finden Sie Ihr neues Zuhause' });
    await act(async () => screen.getAllByRole('link', { name: 'Impressum' })[0]!.click());
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Zur Seite /impressum navigiert.'),
    );
  });

  it('scrolls to the top instantly on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await act(async () => screen.getAllByRole('link', { name: 'Legal notice' })[0]!.click());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockRestore();
  });
});

describe('Snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function renderSnackbar() {
    const { container } = await createTestContainer();
    const i18n = await createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <Snackbar />
        </ContainerProvider>
      </I18nextProvider>,
    );
    return container.get(SnackbarPresenter);
  }

  it('shows "Loading.." by default and stays until hidden', async () => {
    const snackbar = await renderSnackbar();
    act(() => snackbar.show());
    expect(screen.getByRole('status')).toHaveTextContent('Loading..');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading..');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms with "Done!", type success, hidden after 1 s', async () => {
    const snackbar = await renderSnackbar();
    act(() => snackbar.confirm());
    expect(screen.getByRole('status')).toHaveTextContent('Done!');
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'success');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'danger', 'warning', 'neutral', 'info'] as const)(
    'shows type %s with text, close control and auto-hide',
    async (type) => {
      const snackbar = await renderSnackbar();
      act(() => snackbar.show({ text: 'Saved draft', type, closable: true, autoHideMs: 3000 }));
      const box = screen.getByText('Saved draft').parentElement!;
      expect(box).toHaveAttribute('data-type', type);
      act(() => screen.getByRole('button', { name: 'Close' }).click());
      expect(screen.queryByText('Saved draft')).not.toBeInTheDocument();

      act(() => snackbar.show({ text: 'Again', type, autoHideMs: 3000 }));
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByText('Again')).not.toBeInTheDocument();
    },
  );
});

describe('toasts', () => {
  it('appear on the page when first asked for, at most 20 at once, the newest first', async () => {
    const notifier = new NotifierToastify(document);
    for (let i = 1; i <= 25; i++) notifier.success(`Saved ${i}`);
    expect(await screen.findByText('Saved 20')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(20);
    expect(screen.queryByText('Saved 21')).not.toBeInTheDocument();
    const shown = [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
    expect(shown[0]).toBe('Saved 20');
  });
});
