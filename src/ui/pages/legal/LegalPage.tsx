import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePrerenderedInstance } from '../../app/ContainerContext';
import { VIEW_KEYS } from '../../app/prerenderedState';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { LegalPresenter } from './LegalPresenter';
import type { LegalDocument } from '../../../domain/legalDocuments';

interface Section {
  heading: string;
  paragraphs: string[];
}

/**
 * The legal texts live in the translation files (their sections in the `legal` namespace, loaded only for these pages);
 * the operator's data come from the server's configuration.
 */
export const LegalPage = observer(function LegalPage({ document }: { document: LegalDocument }) {
  const p = usePrerenderedInstance(LegalPresenter, VIEW_KEYS.legal);
  const { t } = useTranslation();
  const { t: legal } = useTranslation('legal');
  usePageTitle(t(`legal.${document}.title`));
  useEffect(() => {
    void p.load();
  }, [p]);
  if (!p.operator && !p.failed) return <Spinner />;
  const sections = legal(`${document}.sections`, { returnObjects: true, ...(p.operator ?? {}) }) as Section[];
  return (
    <article className="prose legal">
      <h1>{t(`legal.${document}.title`)}</h1>
      {p.failed && (
        <p role="alert" className="alert alert--danger">
          {t('errors.NETWORK_ERROR')}
        </p>
      )}
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        ))}
    </article>
  );
});
