import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Container } from 'inversify';
import { App } from '../../src/ui/app/App';
import { AppRoutes } from '../../src/ui/app/routes';
import type { User } from '../../src/domain/user';
import en from '../../public/assets/locales/en/translation.json';
import de from '../../public/assets/locales/de/translation.json';
import enLegal from '../../public/assets/locales/en/legal.json';
import deLegal from '../../public/assets/locales/de/legal.json';
import enAccount from '../../public/assets/locales/en/account.json';
import deAccount from '../../public/assets/locales/de/account.json';
import { createTestContainer, type Fakes } from './testContainer';

export { createTestContainer, type Fakes };

export async function createTestI18n(lng: 'en' | 'de' = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: en, legal: enLegal, account: enAccount },
      de: { translation: de, legal: deLegal, account: deAccount },
    },
    fallbackNS: 'account',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A stored session the app restores at start; the ads fake then answers as the server does for this person. */
export function signedIn(fakes: Fakes, user: User, token = 'valid-token'): void {
  fakes.store.save({ accessToken: token, user });
  fakes.profile.validTokens.set(token, user);
  fakes.ads.ownerId = user.id;
}

let currentLocation = '';
let currentNavigate: NavigateFunction | null = null;

/** Records where the router is and how to move it, for assertions and Back/Forward in tests. */
function RouterProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  currentNavigate = useNavigate();
  return null;
}

/** Where the app's router is now (path and query). */
export function location(): string {
  return currentLocation;
}

export async function renderApp(
  path: string | { pathname: string; search?: string; state: unknown },
  setup?: (fakes: Fakes, container: Container) => void,
  lng: 'en' | 'de' = 'en',
  notFoundPath: string | null = null,
) {
  const { container, fakes } = await createTestContainer();
  setup?.(fakes, container);
  const i18n = await createTestI18n(lng);
  const view = render(
    <App container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <AppRoutes notFoundPath={notFoundPath} />
      </MemoryRouter>
    </App>,
  );
  const router = {
    navigate: (to: string | number) => (typeof to === 'number' ? currentNavigate!(to) : currentNavigate!(to)),
  };
  return { ...view, container, fakes, i18n, router };
}
