import { lazy, type ComponentType } from 'react';
import { FeatureAreas, type FeatureArea } from '../../application/shared/ports';
import { useInstance } from './ContainerContext';

type PageModule = { default: ComponentType };

/**
 * A route's page (or a part of one), loaded on its first visit together with the feature areas its presenters
 * resolve: both chunks are fetched at once, and React.lazy suspends until both are there (the layout's Suspense shows
 * the spinner meanwhile). The lazy component is made once per container, since the areas load into that container.
 */
export function lazyPage(load: () => Promise<PageModule>, areas: readonly FeatureArea[] = []): ComponentType {
  if (areas.length === 0) return lazy(load);
  const pages = new WeakMap<FeatureAreas, ComponentType>();
  function AreaPage() {
    const featureAreas = useInstance(FeatureAreas);
    let Page = pages.get(featureAreas);
    if (!Page) {
      Page = lazy(() => Promise.all([load(), featureAreas.load(areas)]).then(([page]) => page));
      pages.set(featureAreas, Page);
    }
    return <Page />;
  }
  return AreaPage;
}
