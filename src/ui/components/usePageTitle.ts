import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the tab and for assistive technology (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}
