import type { Container, ContainerModule } from 'inversify';
import type { FeatureArea, FeatureAreas } from '../../application/shared/ports';

export type AreaModuleLoaders = Record<FeatureArea, () => Promise<ContainerModule>>;

/**
 * Loads an area's container module (its own chunk) into the container once, on first need.
 * Every answer is kept, a failure too: React's use() re-renders a suspended view and must then get the same
 * settled promise back, or it would fetch again forever. Retrying a failed chunk means reloading the page, as for
 * React.lazy.
 */
export class FeatureAreasInversify implements FeatureAreas {
  private readonly loaded = new Set<FeatureArea>();
  private readonly requests = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly loaders: AreaModuleLoaders,
  ) {}

  isLoaded(areas: readonly FeatureArea[]): boolean {
    return areas.every((area) => this.loaded.has(area));
  }

  load(areas: readonly FeatureArea[]): Promise<void> {
    const wanted = [...new Set(areas)].sort();
    return this.once(wanted.join(','), () =>
      Promise.all(wanted.map((area) => this.loadOne(area))).then(() => undefined),
    );
  }

  private loadOne(area: FeatureArea): Promise<void> {
    return this.once(`#${area}`, () =>
      this.loaders[area]().then((module) => {
        this.container.load(module);
        this.loaded.add(area);
      }),
    );
  }

  private once(key: string, start: () => Promise<void>): Promise<void> {
    let request = this.requests.get(key);
    if (!request) {
      request = start();
      this.requests.set(key, request);
    }
    return request;
  }
}
