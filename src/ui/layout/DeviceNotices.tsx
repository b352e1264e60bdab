import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppUpdates, Connectivity } from '../../application/device/ports';
import { useInstance } from '../app/ContainerContext';

/**
 * On every page (issue 46): that the device is offline and what still works, and that a new version waits — reloaded
 * when the person chooses, never under their hands.
 */
export const DeviceNotices = observer(function DeviceNotices() {
  const connectivity = useInstance(Connectivity);
  const updates = useInstance(AppUpdates);
  const { t } = useTranslation();
  // The server rendered the page online and without an update: the same first render here, then what is true now.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <>
      {!connectivity.online && (
        <p className="device-notice device-notice--offline" role="status">
          {t('device.offline')}
        </p>
      )}
      {updates.available && (
        <div className="device-notice device-notice--update" role="status">
          <span>{t('device.update')}</span>{' '}
          <button type="button" className="button button--primary button--small" onClick={() => updates.reload()}>
            {t('device.reload')}
          </button>
        </div>
      )}
    </>
  );
});
