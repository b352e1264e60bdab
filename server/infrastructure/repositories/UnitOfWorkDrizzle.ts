import type { Repositories, UnitOfWork } from '../../application/shared/ports';
import type { Database } from '../db/database';
import { AdRepositoryDrizzle } from './AdRepositoryDrizzle';
import { AdStatsRepositoryDrizzle } from './AdStatsRepositoryDrizzle';
import { WeeklyFiguresRepositoryDrizzle } from './WeeklyFiguresRepositoryDrizzle';
import { AuditLogRepositoryDrizzle } from './AuditLogRepositoryDrizzle';
import { CodeRepositoryDrizzle } from './CodeRepositoryDrizzle';
import { ConversationRepositoryDrizzle } from './ConversationRepositoryDrizzle';
import { FavoriteRepositoryDrizzle } from './FavoriteRepositoryDrizzle';
import { LedgerRepositoryDrizzle } from './LedgerRepositoryDrizzle';
import { PackageRepositoryDrizzle } from './PackageRepositoryDrizzle';
import { GeocodeCacheDrizzle } from './GeocodeCacheDrizzle';
import { PaymentRepositoryDrizzle } from './PaymentRepositoryDrizzle';
import { PlaceRepositoryDrizzle } from './PlaceRepositoryDrizzle';
import { ReportRepositoryDrizzle } from './ReportRepositoryDrizzle';
import { SavedSearchRepositoryDrizzle } from './SavedSearchRepositoryDrizzle';
import { SessionRepositoryDrizzle } from './SessionRepositoryDrizzle';
import { UserRepositoryDrizzle } from './UserRepositoryDrizzle';
import { FingerprintIndexDrizzle } from './FingerprintIndexDrizzle';
import { MarketFactsDrizzle } from './MarketFactsDrizzle';
import { RiskAssessmentRepositoryDrizzle } from './RiskAssessmentRepositoryDrizzle';
import { DecisionRepositoryDrizzle } from './DecisionRepositoryDrizzle';
import { TransparencyFiguresDrizzle } from './TransparencyFiguresDrizzle';
import { ViewingRepositoryDrizzle } from './ViewingRepositoryDrizzle';
import { CalendarFeedRepositoryDrizzle } from './CalendarFeedRepositoryDrizzle';
import { TenantRepositoryDrizzle } from './TenantRepositoryDrizzle';
import { ApplicationRepositoryDrizzle } from './ApplicationRepositoryDrizzle';
import { PushRepositoryDrizzle } from './PushRepositoryDrizzle';

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
