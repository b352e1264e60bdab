import type { Container, ContainerModule } from 'inversify';
import type { FeatureArea, FeatureAreas } from '../../application/shared/ports';

export type AreaModuleLoaders = Record<FeatureArea, () => Promise<ContainerModule>>;

/** Loads an area's container module (its own chunk) into the container once, on first need. */
export class FeatureAreasInversify implements FeatureAreas {
  private readonly loaded = new Set<FeatureArea>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly loaders: AreaModuleLoaders,
  ) {}

  isLoaded(areas: readonly FeatureArea[]): boolean {
    return areas.every((area) => this.loaded.has(area));
  }

  load(areas: readonly FeatureArea[]): Promise<void> {
    const missing = [...new Set(areas)].filter((area) => !this.loaded.has(area)).sort();
    if (missing.length === 0) return Promise.resolve();
    const key = missing.join(',');
    let promise = this.pending.get(key);
    if (!promise) {
      promise = Promise.all(missing.map((area) => this.loadOne(area))).then(
        () => {
          this.pending.delete(key);
        },
        (error: unknown) => {
          // A chunk that failed (offline, a new deployment) may load on the next try.
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  private loadOne(area: FeatureArea): Promise<void> {
    const key = `#${area}`;
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.loaders[area]().then(
        (module) => {
          this.container.load(module);
          this.loaded.add(area);
          this.pending.delete(key);
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }
}
