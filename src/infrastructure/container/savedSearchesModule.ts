import { ContainerModule } from 'inversify';
import { ChangeSavedSearch } from '../../application/searches/ChangeSavedSearch';
import { DeleteSavedSearch } from '../../application/searches/DeleteSavedSearch';
import { LoadSavedSearches } from '../../application/searches/LoadSavedSearches';
import { SavedSearchesApi } from '../../application/searches/ports';
import { SaveSearch } from '../../application/searches/SaveSearch';
import { UnsubscribeFromAlerts } from '../../application/searches/UnsubscribeFromAlerts';
import { SavedSearchesApiHttp } from '../http/SavedSearchesApiHttp';

/** Suchaufträge (feature area "searches"): the list's save button, /app/searches and the mail's unsubscribe page. */
export function savedSearchesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SavedSearchesApi).to(SavedSearchesApiHttp).inSingletonScope();
    bind(LoadSavedSearches).toDynamicValue((c) => new LoadSavedSearches(c.get(SavedSearchesApi)));
    bind(SaveSearch).toDynamicValue((c) => new SaveSearch(c.get(SavedSearchesApi)));
    bind(ChangeSavedSearch).toDynamicValue((c) => new ChangeSavedSearch(c.get(SavedSearchesApi)));
    bind(DeleteSavedSearch).toDynamicValue((c) => new DeleteSavedSearch(c.get(SavedSearchesApi)));
    bind(UnsubscribeFromAlerts).toDynamicValue((c) => new UnsubscribeFromAlerts(c.get(SavedSearchesApi)));
  });
}
