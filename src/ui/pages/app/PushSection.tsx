import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_KINDS, type PushDevice } from '../../../domain/push';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { formatDate } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import { PushPresenter } from './PushPresenter';

/** The profile's "Push-Benachrichtigungen": this device on or off, what is pushed and when not, every device. */
export const PushSection = observer(function PushSection() {
  const p = useInstance(PushPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  useEffect(() => {
    void p.load();
  }, [p]);
  return (
    <section className="card stack" aria-labelledby="profile-push">
      <h2 id="profile-push">{t('push.title')}</h2>
      <p className="muted">{t('push.intro')}</p>
      {p.here === 'off' ? <p role="status">{t('push.offServer')}</p> : <ThisDevice p={p} />}
      <FormAlert message={text.errorCode(p.loading.failure.errorCode)} />
      {p.settings && <PushSettingsForm p={p} />}
      {p.overview && <PushDevices p={p} devices={p.overview.devices} />}
    </section>
  );
});

const ThisDevice = observer(function ThisDevice({ p }: { p: PushPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  if (p.here === 'unsupported' || p.here === 'ios')
    return <p role="status">{t(p.here === 'ios' ? 'push.iosHint' : 'push.unsupported')}</p>;
  return (
    <div className="stack">
      <p role="status">{p.here === 'denied' ? t('push.denied') : p.onHere ? t('push.onHere') : t('push.offHere')}</p>
      {p.refused && <p role="alert">{t(p.refused === 'denied' ? 'push.refused' : 'push.unreachable')}</p>}
      <FormAlert message={text.errorCode(p.switching.failure.errorCode)} />
      <div>
        {p.onHere ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={p.switching.submitting}
            onClick={() => void p.turnOff(t('push.turnedOff'))}
          >
            {t('push.turnOff')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={p.switching.submitting || p.here === 'denied' || !p.overview}
            onClick={() => void p.turnOn(t('push.turnedOn'))}
          >
            {t('push.turnOn')}
          </button>
        )}
      </div>
    </div>
  );
});

const PushSettingsForm = observer(function PushSettingsForm({ p }: { p: PushPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const settings = p.settings!;
  const errors = p.saving.failure.fieldErrors;
  return (
    <form
      noValidate
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void p.save(t('push.saved'));
      }}
    >
      <fieldset className="fieldset stack">
        <legend>{t('push.what')}</legend>
        {[...PUSH_KINDS, 'preview' as const].map((kind) => (
          <label key={kind} className="checkbox">
            <input type="checkbox" checked={settings[kind]} onChange={(e) => p.set(kind, e.target.checked)} />
            <span>
              {t(`push.${kind}`)}
              <span className="muted"> — {t(`push.${kind}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset stack">
        <legend>{t('push.quiet')}</legend>
        <label className="checkbox">
          <input type="checkbox" checked={p.quietOn} onChange={(e) => p.setQuiet(e.target.checked)} />
          <span>{t('push.quietOn')}</span>
        </label>
        {p.quietOn && (
          <div className="push-quiet">
            {(['quietFrom', 'quietUntil'] as const).map((field) => (
              <FormField
                key={field}
                id={`push-${field}`}
                type="time"
                label={t(`push.${field}`)}
                value={settings[field] ?? ''}
                onValueChange={(v) => p.setQuietTime(field, v)}
                error={text.fieldError(errors[field])}
              />
            ))}
          </div>
        )}
        <p className="muted">{t('push.quietHint')}</p>
      </fieldset>
      <FormAlert message={text.errorCode(p.saving.failure.errorCode)} />
      <div>
        <button type="submit" className="button button--primary" disabled={p.saving.submitting || !p.changed}>
          {t('push.save')}
        </button>
      </div>
    </form>
  );
});

const PushDevices = observer(function PushDevices({ p, devices }: { p: PushPresenter; devices: PushDevice[] }) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <div className="stack">
      <h3>{t('push.devices')}</h3>
      <FormAlert message={text.errorCode(p.removing.failure.errorCode)} />
      {devices.length === 0 ? (
        <p className="muted">{t('push.noDevices')}</p>
      ) : (
        <ul className="sessions">
          {devices.map((device) => {
            const name = t('push.device', {
              browser: device.browser ?? t('push.unknownBrowser'),
              os: device.os ?? t('push.unknownOs'),
            });
            return (
              <li key={device.id} className="sessions__item">
                <div>
                  <strong>{name}</strong>
                  {device.id === p.overview?.thisDeviceId && <span className="badge">{t('push.thisDevice')}</span>}
                  <p className="muted">
                    {t('push.added', { date: formatDate(device.createdAt, lang) })}
                    {device.lastUsedAt && ` · ${t('push.lastUsed', { date: formatDate(device.lastUsedAt, lang) })}`}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('push.removeLabel', { device: name })}
                  disabled={p.removing.submitting}
                  onClick={() => void p.remove(device.id, t('push.removed'))}
                >
                  {t('push.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
