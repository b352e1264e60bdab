import { lazy, type ComponentType } from 'react';
import { FeatureAreas, type FeatureArea } from '../../application/shared/ports';
import { useInstance } from './ContainerContext';
import { PageReady } from './PageReady';

type PageModule = { default: ComponentType };

/**
 * The page, then the mark that it is live: rendered together once the page's chunk is there. Beside the page in the
 * layout, the mark could be committed while the page still suspends (a renderer may commit a suspended boundary's
 * siblings, and hydration reaches them first), and a server-rendered page would be called live before its controls answer.
 */
function withReadyMark({ default: Page }: PageModule): PageModule {
  return {
    default: function LivePage() {
      return (
        <>
          <Page />
          <PageReady />
        </>
      );
    },
  };
}

/** A route's page, in its own chunk with the feature areas it needs (below), marked live once it has rendered. */
export function lazyPage(load: () => Promise<PageModule>, areas: readonly FeatureArea[] = []): ComponentType {
  return lazyPart(() => load().then(withReadyMark), areas);
}

/**
 * A page or a part of one, loaded on its first visit together with the feature areas its presenters resolve: both
 * chunks are fetched at once, and lazy() suspends until both are there (the nearest Suspense shows its fallback
 * meanwhile). The lazy component is made once per container, since the areas load into that container.
 */
export function lazyPart<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  areas: readonly FeatureArea[] = [],
): ComponentType<P> {
  if (areas.length === 0) return lazy(load) as unknown as ComponentType<P>;
  const pages = new WeakMap<FeatureAreas, ComponentType<P>>();
  function AreaPart(props: P) {
    const featureAreas = useInstance(FeatureAreas);
    let Part = pages.get(featureAreas);
    if (!Part) {
      Part = lazy(() =>
        Promise.all([load(), featureAreas.load(areas)]).then(([part]) => part),
      ) as unknown as ComponentType<P>;
      pages.set(featureAreas, Part);
    }
    return <Part {...props} />;
  }
  return AreaPart;
}
