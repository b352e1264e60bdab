import { lazy, use, type ComponentType } from 'react';
import { FeatureAreas, type FeatureArea } from '../../application/shared/ports';
import { useInstance } from './ContainerContext';

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded on its first visit together with the feature areas its presenters resolve. Both chunks
 * are fetched at once; the page renders when both are there (the layout's Suspense shows the spinner meanwhile).
 */
export function lazyPage(load: () => Promise<PageModule>, areas: readonly FeatureArea[] = []): ComponentType {
  const Page = lazy(load);
  if (areas.length === 0) return Page;
  function AreaPage() {
    const featureAreas = useInstance(FeatureAreas);
    if (!featureAreas.isLoaded(areas)) {
      // lazy() imports the same module again later and then finds it loaded; a failure surfaces there too.
      load().catch(() => undefined);
      use(featureAreas.load(areas));
    }
    return <Page />;
  }
  return AreaPage;
}
