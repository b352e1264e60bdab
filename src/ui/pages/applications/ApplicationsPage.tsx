import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { usePageTitle } from '../../components/usePageTitle';
import { ApplicationCard } from './ApplicationCard';
import { DocumentsSection } from './DocumentsSection';
import { MyApplicationsPresenter } from './MyApplicationsPresenter';
import { TenantDocumentsPresenter } from './TenantDocumentsPresenter';
import { TenantProfilePresenter } from './TenantProfilePresenter';
import { TenantProfileSection } from './TenantProfileSection';

/** /app/applications — my applications, my tenant profile and my documents, each shared only as I decide. */
const ApplicationsPage = observer(function ApplicationsPage() {
  const profile = useInstance(TenantProfilePresenter);
  const documents = useInstance(TenantDocumentsPresenter);
  const applications = useInstance(MyApplicationsPresenter);
  const { t } = useTranslation();
  usePageTitle(t('applications.mine.title'));
  useEffect(() => {
    void profile.load();
    void documents.load();
    void applications.load();
  }, [profile, documents, applications]);
  return (
    <div className="stack-large">
      <div className="stack">
        <h1>{t('applications.mine.title')}</h1>
        <p className="muted">{t('applications.mine.intro')}</p>
      </div>
      <section className="stack" aria-labelledby="my-applications-title">
        <h2 id="my-applications-title">{t('applications.mine.list')}</h2>
        {applications.applications.length === 0 && <p>{t('applications.mine.none')}</p>}
        {applications.applications.map((a) => (
          <ApplicationCard key={a.id} p={applications} application={a} documents={documents.documents} />
        ))}
      </section>
      <TenantProfileSection p={profile} />
      <DocumentsSection p={documents} />
    </div>
  );
});

export default ApplicationsPage;
