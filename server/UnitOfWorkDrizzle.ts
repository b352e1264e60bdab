import type { Repositories, UnitOfWork } from './platform/ports';
import type { Database } from './platform/db/database';
import { AdRepositoryDrizzle } from './ads/adapters/AdRepositoryDrizzle';
import { AdStatsRepositoryDrizzle } from './ads/adapters/AdStatsRepositoryDrizzle';
import { WeeklyFiguresRepositoryDrizzle } from './admin/adapters/WeeklyFiguresRepositoryDrizzle';
import { AuditLogRepositoryDrizzle } from './admin/adapters/AuditLogRepositoryDrizzle';
import { CodeRepositoryDrizzle } from './accounts/adapters/CodeRepositoryDrizzle';
import { ConversationRepositoryDrizzle } from './messages/adapters/ConversationRepositoryDrizzle';
import { FavoriteRepositoryDrizzle } from './favorites/adapters/FavoriteRepositoryDrizzle';
import { LedgerRepositoryDrizzle } from './packages/adapters/LedgerRepositoryDrizzle';
import { PackageRepositoryDrizzle } from './packages/adapters/PackageRepositoryDrizzle';
import { GeocodeCacheDrizzle } from './search/adapters/GeocodeCacheDrizzle';
import { PaymentRepositoryDrizzle } from './payments/adapters/PaymentRepositoryDrizzle';
import { PlaceRepositoryDrizzle } from './search/adapters/PlaceRepositoryDrizzle';
import { ReportRepositoryDrizzle } from './moderation/adapters/ReportRepositoryDrizzle';
import { SavedSearchRepositoryDrizzle } from './savedSearches/adapters/SavedSearchRepositoryDrizzle';
import { SessionRepositoryDrizzle } from './accounts/adapters/SessionRepositoryDrizzle';
import { UserRepositoryDrizzle } from './accounts/adapters/UserRepositoryDrizzle';
import { FingerprintIndexDrizzle } from './moderation/adapters/FingerprintIndexDrizzle';
import { MarketFactsDrizzle } from './moderation/adapters/MarketFactsDrizzle';
import { RiskAssessmentRepositoryDrizzle } from './moderation/adapters/RiskAssessmentRepositoryDrizzle';
import { DecisionRepositoryDrizzle } from './moderation/adapters/DecisionRepositoryDrizzle';
import { TransparencyFiguresDrizzle } from './moderation/adapters/TransparencyFiguresDrizzle';
import { ViewingRepositoryDrizzle } from './viewings/adapters/ViewingRepositoryDrizzle';
import { CalendarFeedRepositoryDrizzle } from './viewings/adapters/CalendarFeedRepositoryDrizzle';
import { TenantRepositoryDrizzle } from './applications/adapters/TenantRepositoryDrizzle';
import { ApplicationRepositoryDrizzle } from './applications/adapters/ApplicationRepositoryDrizzle';
import { PushRepositoryDrizzle } from './push/adapters/PushRepositoryDrizzle';
import { OpenImmoRepositoryDrizzle } from './openimmo/adapters/OpenImmoRepositoryDrizzle';

function repositoriesOn(db: Database): Repositories {
  return {
    users: new UserRepositoryDrizzle(db),
    codes: new CodeRepositoryDrizzle(db),
    sessions: new SessionRepositoryDrizzle(db),
    packages: new PackageRepositoryDrizzle(db),
    ads: new AdRepositoryDrizzle(db),
    ledger: new LedgerRepositoryDrizzle(db),
    payments: new PaymentRepositoryDrizzle(db),
    places: new PlaceRepositoryDrizzle(db),
    geocodeCache: new GeocodeCacheDrizzle(db),
    favorites: new FavoriteRepositoryDrizzle(db),
    savedSearches: new SavedSearchRepositoryDrizzle(db),
    conversations: new ConversationRepositoryDrizzle(db),
    reports: new ReportRepositoryDrizzle(db),
    auditLog: new AuditLogRepositoryDrizzle(db),
    adStats: new AdStatsRepositoryDrizzle(db),
    weeklyFigures: new WeeklyFiguresRepositoryDrizzle(db),
    fingerprints: new FingerprintIndexDrizzle(db),
    marketFacts: new MarketFactsDrizzle(db),
    riskAssessments: new RiskAssessmentRepositoryDrizzle(db),
    decisions: new DecisionRepositoryDrizzle(db),
    transparency: new TransparencyFiguresDrizzle(db),
    viewings: new ViewingRepositoryDrizzle(db),
    calendarFeeds: new CalendarFeedRepositoryDrizzle(db),
    tenants: new TenantRepositoryDrizzle(db),
    applications: new ApplicationRepositoryDrizzle(db),
    push: new PushRepositoryDrizzle(db),
    openImmo: new OpenImmoRepositoryDrizzle(db),
  };
}

export class UnitOfWorkDrizzle implements UnitOfWork {
  readonly repos: Repositories;

  constructor(private readonly db: Database) {
    this.repos = repositoriesOn(db);
  }

  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(repositoriesOn(tx as unknown as Database)));
  }
}
