import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './ContainerContext';

/** The providers around the router; which router (browser, memory in tests, static on the server) is the caller's. */
export function App({ container, i18n, children }: { container: Container; i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>{children}</ContainerProvider>
    </I18nextProvider>
  );
}
