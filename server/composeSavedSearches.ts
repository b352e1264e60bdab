import { ChangeSavedSearchHandler } from './savedSearches/ChangeSavedSearchHandler';
import { DeleteSavedSearchHandler } from './savedSearches/DeleteSavedSearchHandler';
import { ListSavedSearches } from './savedSearches/ListSavedSearches';
import { NudgeInstantAlerts } from './savedSearches/NudgeInstantAlerts';
import { QueueDueAlerts } from './savedSearches/QueueDueAlerts';
import { RunSearchAlert } from './savedSearches/RunSearchAlert';
import { SaveSearchHandler } from './savedSearches/SaveSearchHandler';
import { UnsubscribeFromAlertsHandler } from './savedSearches/UnsubscribeFromAlertsHandler';
import { unsubscribeToken } from './savedSearches/unsubscribeTokens';
import type { SecretHasher } from './accounts/ports';
import type { PushNotifications } from './push/ports';
import type { SearchAdsHandler } from './search/ports';
import type { Clock, JobQueue, Logger, Mailer, UnitOfWork } from './platform/ports';

/** Suchaufträge: a list's filters kept under a name, and the alerts they mail (and push) when new ads match. */
export function composeSavedSearches(deps: {
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  jobs: JobQueue;
  mailer: Mailer;
  secrets: SecretHasher;
  publicUrl: string;
  adSearch: Pick<SearchAdsHandler, 'execute'>;
  pushes: PushNotifications;
}) {
  const runSearchAlert = new RunSearchAlert(deps);
  deps.jobs.work('saved-search-alert', ({ savedSearchId }) => runSearchAlert.execute(savedSearchId));
  return {
    listSavedSearches: new ListSavedSearches(deps),
    saveSearch: new SaveSearchHandler(deps),
    changeSavedSearch: new ChangeSavedSearchHandler(deps),
    deleteSavedSearch: new DeleteSavedSearchHandler(deps),
    unsubscribe: new UnsubscribeFromAlertsHandler(deps),
    /** The one-click unsubscribe link's token of a search (the alert mails carry it). */
    unsubscribeToken: (id: string) => unsubscribeToken(deps.secrets, id),
    queueDueAlerts: new QueueDueAlerts(deps),
    nudgeInstantAlerts: new NudgeInstantAlerts(deps),
    runSearchAlert,
  };
}

export type SavedSearchesUseCases = ReturnType<typeof composeSavedSearches>;
