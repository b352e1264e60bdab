import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

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
