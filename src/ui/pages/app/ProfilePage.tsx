import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { ProfilePresenter } from './ProfilePresenter';
import { SessionsSection } from './SessionsSection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { EmailChangeSection } from './EmailChangeSection';
import { SellerDetailsSection } from './SellerDetailsSection';
import { PhoneSection } from './PhoneSection';
import { PushSection } from './PushSection';
import { InstallAppSection } from './InstallAppSection';

const ProfilePage = observer(function ProfilePage() {
  const p = useInstance(ProfilePresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  usePageTitle(t('profile.title'));
  const pf = p.profileSubmission.failure;
  const pw = p.passwordSubmission.failure;
  return (
    <div className="narrow stack-large">
      <h1>{t('profile.title')}</h1>
      <section className="card" aria-labelledby="profile-data">
        <h2 id="profile-data">{t('profile.data')}</h2>
        <p className="muted">{t('profile.emailIs', { email: p.email })}</p>
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.saveProfile(t('profile.saved'));
          }}
        >
          <FormAlert message={text.errorCode(pf.errorCode)} />
          <FormField
            id="name"
            label={t('fields.name')}
            autoComplete="given-name"
            value={p.profile.name}
            onValueChange={(v) => p.setProfile('name', v)}
            error={text.fieldError(pf.fieldErrors.name)}
            required
          />
          <FormField
            id="lastname"
            label={t('fields.lastname')}
            autoComplete="family-name"
            value={p.profile.lastname}
            onValueChange={(v) => p.setProfile('lastname', v)}
            error={text.fieldError(pf.fieldErrors.lastname)}
            required
          />
          <FormField
            id="phone_number"
            type="tel"
            label={t('fields.phone_number')}
            autoComplete="tel"
            value={p.profile.phone_number}
            onValueChange={(v) => p.setProfile('phone_number', v)}
            error={text.fieldError(pf.fieldErrors.phone_number)}
            required
          />
          <button type="submit" className="button button--primary" disabled={p.profileSubmission.submitting}>
            {t('profile.save')}
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="profile-password">
        <h2 id="profile-password">{t('profile.password')}</h2>
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.changePassword(t('profile.passwordChanged'));
          }}
        >
          <FormAlert message={text.errorCode(pw.errorCode)} />
          <FormField
            id="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('fields.currentPassword')}
            value={p.passwords.currentPassword}
            onValueChange={(v) => p.setPassword('currentPassword', v)}
            error={text.fieldError(pw.fieldErrors.currentPassword)}
            required
          />
          <FormField
            id="newPassword"
            type="password"
            autoComplete="new-password"
            label={t('fields.newPassword')}
            hint={t('register.passwordHint')}
            value={p.passwords.newPassword}
            onValueChange={(v) => p.setPassword('newPassword', v)}
            error={text.fieldError(pw.fieldErrors.newPassword)}
            required
          />
          <FormField
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t('fields.confirmPassword')}
            value={p.passwords.confirmPassword}
            onValueChange={(v) => p.setPassword('confirmPassword', v)}
            error={text.fieldError(pw.fieldErrors.confirmPassword)}
            required
          />
          <button type="submit" className="button button--primary" disabled={p.passwordSubmission.submitting}>
            {t('profile.changePassword')}
          </button>
        </form>
      </section>

      <SellerDetailsSection />
      <PhoneSection />
      <EmailChangeSection />
      <NotificationSettingsSection />
      <PushSection />
      <InstallAppSection />
      <SessionsSection />

      <section className="card" aria-labelledby="profile-export">
        <h2 id="profile-export">{t('profile.exportTitle')}</h2>
        <p>{t('profile.exportText')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={p.exporting}
          onClick={() => void p.exportData(t('profile.exportFailed'))}
        >
          {t('profile.export')}
        </button>
      </section>

      <section className="card card--danger" aria-labelledby="profile-delete">
        <h2 id="profile-delete">{t('profile.deleteTitle')}</h2>
        <p>{t('profile.deleteText')}</p>
        <button type="button" className="button button--danger" onClick={() => p.askDelete(true)}>
          {t('profile.deleteButton')}
        </button>
      </section>

      <ConfirmDialog
        open={p.confirmingDelete}
        title={t('profile.deleteTitle')}
        confirmLabel={t('profile.deleteConfirm')}
        danger
        busy={p.deleteSubmission.submitting}
        onCancel={() => p.askDelete(false)}
        onConfirm={async () => {
          // The start page then says it is done (and that a confirmation is on its way), not a silent redirect.
          if (await p.deleteAccount()) navigate('/', { replace: true, state: { accountDeleted: true } });
        }}
      >
        <p>{t('profile.deleteConfirmText')}</p>
        <FormField
          id="delete-password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          value={p.deletePassword}
          onValueChange={(v) => p.setDeletePassword(v)}
          error={
            text.fieldError(p.deleteSubmission.failure.fieldErrors.password) ??
            text.errorCode(p.deleteSubmission.failure.errorCode)
          }
        />
      </ConfirmDialog>
    </div>
  );
});

export default ProfilePage;
