import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { AdminFigures } from './AdminFigures';
import { AdminStatsPresenter } from './AdminStatsPresenter';
import { AdminUsersPresenter } from './AdminUsersPresenter';
import { AuditLogPresenter } from './AuditLogPresenter';
import { AuditLogSection } from './AuditLogSection';
import { DeadLettersPresenter } from './DeadLettersPresenter';
import { DeadLettersSection } from './DeadLettersSection';
import { LatestUsersPresenter } from './LatestUsersPresenter';
import { ModerationQueuePresenter } from './ModerationQueuePresenter';
import { ModerationQueueSection } from './ModerationQueueSection';
import { UsersTableSection } from './UsersTableSection';
import { WeeklyFiguresPresenter } from './WeeklyFiguresPresenter';
import { WeeklyFiguresSection } from './WeeklyFiguresSection';
import { RiskOutcomesPresenter } from './RiskOutcomesPresenter';
import { RiskOutcomesSection } from './RiskOutcomesSection';
import { ComplaintsPresenter } from './ComplaintsPresenter';
import { ComplaintsSection } from './ComplaintsSection';

/** Figures, the latest sign-ups, the moderation queue, complaints and the users table, each with its own presenter. */
const AdminDashboardPage = observer(function AdminDashboardPage() {
  const latest = useInstance(LatestUsersPresenter);
  const stats = useInstance(AdminStatsPresenter);
  const moderation = useInstance(ModerationQueuePresenter);
  const users = useInstance(AdminUsersPresenter);
  const audit = useInstance(AuditLogPresenter);
  const deadLetters = useInstance(DeadLettersPresenter);
  const weekly = useInstance(WeeklyFiguresPresenter);
  const risk = useInstance(RiskOutcomesPresenter);
  const complaints = useInstance(ComplaintsPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('adminDashboard.title'));
  useEffect(() => {
    void Promise.all([
      latest.load(),
      stats.load(),
      moderation.load(),
      users.load(),
      audit.load(),
      weekly.load(),
      deadLetters.load(),
      risk.load(),
      complaints.load(),
    ]);
    return () => users.dispose();
  }, [latest, stats, moderation, users, audit, weekly, deadLetters, risk, complaints]);
  // After a decision or a change of a user: the figures move and the audit log has a new entry.
  const refreshFigures = () => void Promise.all([stats.load(), audit.load(), risk.load()]);

  return (
    <div className="stack-large">
      <h1>{t('adminDashboard.title')}</h1>
      <AdminFigures presenter={stats} />
      <WeeklyFiguresSection presenter={weekly} />
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">{t('adminDashboard.latestUsers')}</h2>
        {latest.loading && <Spinner />}
        {latest.failed && <p role="alert">{t('errors.NETWORK_ERROR')}</p>}
        {!latest.loading && !latest.failed && (
          <ul className="latest-users">
            {latest.recentImmobilien.map((u) => (
              <li key={u.id}>
                <strong>
                  {u.name} {u.lastname}
                </strong>{' '}
                <span className="muted">
                  {u.email} · {formatDate(u.createdAt, lang)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ModerationQueueSection presenter={moderation} onDecided={refreshFigures} />
      <ComplaintsSection presenter={complaints} onAnswered={refreshFigures} />
      <RiskOutcomesSection presenter={risk} />
      <UsersTableSection presenter={users} onChanged={refreshFigures} />
      <DeadLettersSection presenter={deadLetters} onRetried={refreshFigures} />
      <AuditLogSection presenter={audit} />
      <p>
        <Link to="/ads">{t('nav.ads')}</Link>
      </p>
    </div>
  );
});

export default AdminDashboardPage;
