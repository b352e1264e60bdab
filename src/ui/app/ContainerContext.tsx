import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { PrerenderedState, type Prerenderable } from './prerenderedState';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer needs a <ContainerProvider>');
  return container;
}

/** Resolves once per mounted view: a presenter lives exactly as long as its view. */
export function useInstance<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get(id));
  return instance;
}

/**
 * As useInstance, for a view the server may have rendered: its presenter starts from the data the server's render
 * showed (under `key`), so the browser's first render matches the HTML and nothing is fetched twice.
 */
export function usePrerenderedInstance<T extends Prerenderable<unknown>>(id: ServiceIdentifier<T>, key: string): T {
  const container = useContainer();
  const [instance] = useState(() => {
    const presenter = container.get(id);
    const prerendered = container.get(PrerenderedState).view(key);
    if (prerendered.found) presenter.restore(prerendered.snapshot);
    return presenter;
  });
  return instance;
}
