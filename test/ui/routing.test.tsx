import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { ContainerModule } from 'inversify';
import { FEATURE_AREAS, FeatureAreas, type FeatureArea } from '../../src/application/shared/ports';
import {
  FeatureAreasInversify,
  type AreaModuleLoaders,
} from '../../src/infrastructure/container/FeatureAreasInversify';

/** Area loaders for a container whose bindings the harness already made: they only wait, or fail. */
function areaLoaders(outcome: (area: FeatureArea) => Promise<void>): AreaModuleLoaders {
  return Object.fromEntries(
    FEATURE_AREAS.map((area) => [area, () => outcome(area).then(() => new ContainerModule(() => undefined))]),
  ) as AreaModuleLoaders;
}

const people = new AuthApiInMemory();
const admin = people.addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });
const user = people.addAccount('erika@example.de', 'user-password');

describe('routes and guards', () => {
  it('renders the landing page at / with the loaded packages', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your new home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
  });

  it('the landing page lists the newest ads without repeating the featured ones above them, still six', async () => {
    await renderApp('/', (f) => {
      f.ads.ads = Array.from({ length: 9 }, (_, i) =>
        sampleAd({ title: `Anzeige ${i + 1}`, featuredUntil: i < 2 ? '2027-01-01T00:00:00.000Z' : null }),
      );
    });
    const featured = within(await screen.findByRole('region', { name: 'Featured ads' }));
    const latest = within(screen.getByRole('region', { name: 'Latest ads' }));
    await waitFor(() => expect(featured.getAllByRole('heading', { level: 3 })).toHaveLength(2));
    const shownAbove = featured.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const newest = latest.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(newest).toHaveLength(6);
    expect(newest.filter((title) => shownAbove.includes(title))).toEqual([]);
  });

  it.each([
    '/impressum',
    '/datenschutz',
    '/agb',
    '/widerrufsbelehrung',
    '/barrierefreiheit',
    '/sicherheit',
    '/ads',
    '/ads/42',
  ])('serves %s to visitors', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('sends any unknown path to /', async () => {
    await renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Find your new home' });
    expect(location()).toBe('/');
  });

  it('shows the not-found page, in German too, only for the address the server answered 404; a search goes on from there', async () => {
    await renderApp('/no/such/page', undefined, 'de', '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(location()).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await userEvent.type(screen.getByRole('searchbox'), 'Altbau');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(location()).toBe('/ads?q=Altbau'));
  });

  it('leads home from any other unknown path even when the server marked one', async () => {
    await renderApp('/another/unknown', undefined, 'en', '/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Find your new home' });
    expect(location()).toBe('/');
  });

  it('sends a visitor from /app/* to /auth/login and back to the wanted page after login', async () => {
    await renderApp('/app/user_dashboard', (fakes) => {
      fakes.auth.addAccount('erika@example.de', 'user-password');
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(location()).toBe('/auth/login');

    await userEvent.type(screen.getByLabelText('E-mail'), 'erika@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
    expect(location()).toBe('/app/user_dashboard');
  });

  it('sends a signed-in admin from /auth/* to /app/admin_dashboard', async () => {
    await renderApp('/auth/login', (fakes) => signedIn(fakes, admin));
    await screen.findByRole('heading', { level: 1, name: 'Administration' });
    expect(location()).toBe('/app/admin_dashboard');
  });

  it('sends a signed-in user from /auth/* to /app/user_dashboard', async () => {
    await renderApp('/auth/register', (fakes) => signedIn(fakes, user));
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
    expect(location()).toBe('/app/user_dashboard');
  });

  it.each([
    ['https://evil.example/app/user_dashboard', '/app/user_dashboard'],
    ['//evil.example/app/', '/app/user_dashboard'],
    ['/auth/register', '/app/user_dashboard'],
    ['/app/favorites', '/app/favorites'],
  ])('after sign-in a way back of %s leads to %s (only pages of the signed-in area or an ad)', async (from, to) => {
    await renderApp({ pathname: '/auth/login', state: { from } }, (fakes) =>
      fakes.auth.addAccount('erika@example.de', 'user-password'),
    );
    await userEvent.type(await screen.findByLabelText('E-mail'), 'erika@example.de');
    await userEvent.type(screen.getByLabelText('Password'), 'user-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(to));
  });

  it("the header's account link leads an admin to the admin dashboard and anyone else to theirs", async () => {
    await renderApp('/ads', (fakes) => signedIn(fakes, admin));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/app/admin_dashboard'),
    );
  });

  it("the header's account link leads a regular user to their dashboard", async () => {
    await renderApp('/ads', (fakes) => signedIn(fakes, user));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/app/user_dashboard'),
    );
  });

  it('keeps a regular user out of the admin dashboard', async () => {
    await renderApp('/app/admin_dashboard', (fakes) => signedIn(fakes, user));
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
    expect(location()).toBe('/app/user_dashboard');
  });

  it('the admin dashboard lists the latest users from GET /userList/latest', async () => {
    await renderApp('/app/admin_dashboard', (fakes) => {
      signedIn(fakes, admin);
      fakes.users.users = [user];
    });
    expect(await screen.findByRole('cell', { name: 'erika@example.de' })).toBeInTheDocument();
  });

  it('switches the language to German', async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finden Sie Ihr neues Zuhause'),
    );
  });

  it('renders in German from the start', async () => {
    await renderApp('/auth/login', undefined, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('a page waits, with a spinner, for the feature area its presenters need', async () => {
    let release: () => void = () => undefined;
    const requested: FeatureArea[] = [];
    await renderApp('/auth/login', (_fakes, container) => {
      const loaders = areaLoaders((area) => {
        requested.push(area);
        return new Promise<void>((resolve) => (release = resolve));
      });
      container.rebind(FeatureAreas).toConstantValue(new FeatureAreasInversify(container, loaders));
    });
    await waitFor(() => expect(requested).toEqual(['auth']));
    expect(screen.getByRole('main')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('a page whose code cannot be fetched says so, offers a retry, and the rest of the site still works', async () => {
    await renderApp(
      '/auth/login',
      (_fakes, container) => {
        const loaders = areaLoaders(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
        container.rebind(FeatureAreas).toConstantValue(new FeatureAreasInversify(container, loaders));
      },
      'de',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Diese Seite konnte nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Impressum' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.queryByText('Diese Seite konnte nicht geladen werden')).not.toBeInTheDocument();
  });
});
