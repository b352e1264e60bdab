import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ViewingPlanPresenter } from './ViewingPlanPresenter';

/** What the landlord's last action did, said where they did it (on a phone the top of the page is far away). */
export const DoneNotice = observer(function DoneNotice(props: { p: ViewingPlanPresenter; when: string }) {
  const { t } = useTranslation();
  const done = props.p.done?.key === props.when ? props.p.done : null;
  return (
    <p role="status" className={done ? 'alert alert--success' : 'visually-hidden'}>
      {done ? t(`viewings.done.${done.key}`, { count: done.count ?? 0 }) : ''}
    </p>
  );
});
