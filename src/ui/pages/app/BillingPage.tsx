import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isAppPath } from '../../../domain/navigation';
import { vatBreakdown } from '../../../domain/package';
import { useInstance } from '../../app/ContainerContext';
import { AppPresenter } from '../../app/AppPresenter';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { formatPrice } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { BillingPresenter } from './BillingPresenter';
import { PaymentHistory } from './PaymentHistory';

const BillingPage = observer(function BillingPage() {
  const p = useInstance(BillingPresenter);
  const app = useInstance(AppPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const [params, setParams] = useSearchParams();
  const cardElement = useRef<HTMLDivElement>(null);
  const requested = params.get('return');
  const returnTo = isAppPath(requested) ? requested : null;
  const selected = app.products.find((pkg) => pkg.id === p.packageId) ?? null;
  usePageTitle(t('billing.title'));

  useEffect(() => {
    void p.load();
  }, [p]);
  useEffect(() => {
    p.choose(params.get('package'));
  }, [p, params]);
  // The card form exists only while a package is chosen; Stripe.js loads at that moment, not before.
  useEffect(() => {
    if (!selected || !p.provider || !cardElement.current) return;
    void p.mountCard(cardElement.current, lang, {
      number: t('billing.card.number'),
      expiry: t('billing.card.expiry'),
      expiryPlaceholder: t('billing.card.expiryPlaceholder'),
      cvc: t('billing.card.cvc'),
      demoNotice: t('billing.demo'),
      challengeTitle: t('billing.challenge.title'),
      challengeText: t('billing.challenge.text'),
      approve: t('billing.challenge.approve'),
      decline: t('billing.challenge.decline'),
    });
    return () => p.unmountCard();
  }, [p, selected, p.provider, lang, t]);

  if (p.loading) return <Spinner />;
  const failure = p.order.failure;
  const failureText =
    failure.errorCode === 'PAYMENT_FAILED'
      ? t(`billing.reasons.${failure.errorMessage}`, { defaultValue: t('errors.PAYMENT_FAILED') })
      : Object.keys(failure.fieldErrors).length > 0
        ? Object.values(failure.fieldErrors)
            .map((e) => t(`billing.fieldErrors.${e.field}`, { defaultValue: text.fieldError(e) ?? '' }))
            .join(' ')
        : text.errorCode(failure.errorCode);

  return (
    <div className="stack-large">
      <div className="dashboard__head">
        <h1>{t('billing.title')}</h1>
        {p.provider === 'demo' && <p className="demo-notice">{t('billing.demo')}</p>}
      </div>
      {p.loadErrorCode && (
        <p role="alert" className="alert alert--danger">
          {text.errorCode(p.loadErrorCode)}
        </p>
      )}

      <section className="card credits" aria-labelledby="balance-title">
        <h2 id="balance-title">{t('dashboard.credits')}</h2>
        <p className="credits__total">{t('dashboard.creditsTotal', { count: p.totalCredits })}</p>
      </section>

      <section aria-labelledby="buy-title">
        <h2 id="buy-title">{t('billing.buy')}</h2>
        <ul className="card-grid">
          {app.products.map((pkg) => (
            <li key={pkg.id} className={`card package-card${pkg.id === p.packageId ? ' package-card--selected' : ''}`}>
              <h3>{pkg.name[lang]}</h3>
              <p className="price">{formatPrice(pkg.priceCents, lang)}</p>
              <p className="muted">{t('landing.vatIncluded')}</p>
              <p>{pkg.description[lang]}</p>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={pkg.id === p.packageId}
                onClick={() => {
                  const next = new URLSearchParams(params);
                  next.set('package', pkg.id);
                  setParams(next, { replace: true });
                }}
              >
                {pkg.id === p.packageId ? t('billing.chosen') : t('billing.choose', { name: pkg.name[lang] })}
              </button>
            </li>
          ))}
        </ul>
      </section>

      {selected && (
        <section className="card checkout stack" aria-labelledby="checkout-title">
          <h2 id="checkout-title">{t('billing.checkout')}</h2>
          {p.outcome === 'succeeded' ? (
            <div className="stack" role="status">
              <p className="alert alert--success">
                {t('billing.succeeded', { count: selected.adCredits, name: selected.name[lang] })}
              </p>
              {returnTo && (
                <Link to={returnTo} className="button button--primary">
                  {t('billing.backToAd')}
                </Link>
              )}
            </div>
          ) : p.outcome === 'processing' ? (
            <p className="alert alert--success" role="status">
              {t('billing.processing')}
            </p>
          ) : (
            <form
              noValidate
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                void p.placeOrder({ succeeded: t('billing.creditsArrived') });
              }}
            >
              <table className="facts order-summary">
                <tbody>
                  <tr>
                    <th scope="row">{t('billing.item')}</th>
                    <td>
                      {selected.name[lang]} —{' '}
                      {t('landing.packageFacts', { count: selected.adCredits, days: selected.durationDays })}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{t('billing.net')}</th>
                    <td>{formatPrice(vatBreakdown(selected.priceCents).netCents, lang)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('billing.vat')}</th>
                    <td>{formatPrice(vatBreakdown(selected.priceCents).vatCents, lang)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('billing.total')}</th>
                    <td>
                      <strong>{formatPrice(selected.priceCents, lang)}</strong>
                    </td>
                  </tr>
                </tbody>
              </table>
              <fieldset className="fieldset">
                <legend>{t('billing.cardTitle')}</legend>
                <div ref={cardElement} className="card-element" />
                {p.cardErrorCode && <p className="field__error">{t('billing.cardUnavailable')}</p>}
              </fieldset>
              <div className="stack consents">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={p.consents.terms}
                    onChange={(e) => p.setConsent('terms', e.target.checked)}
                  />
                  <span>
                    {t('billing.consent.termsBefore')}{' '}
                    <Link to="/agb" target="_blank">
                      {t('billing.consent.termsLink')}
                    </Link>
                    {t('billing.consent.termsAfter')}
                  </span>
                </label>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={p.consents.withdrawal}
                    onChange={(e) => p.setConsent('withdrawal', e.target.checked)}
                  />
                  <span>
                    {t('billing.consent.withdrawalBefore')}{' '}
                    <Link to="/widerrufsbelehrung" target="_blank">
                      {t('legal.widerrufsbelehrung.title')}
                    </Link>
                    {t('billing.consent.withdrawalAfter')}
                  </span>
                </label>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={p.consents.immediatePerformance}
                    onChange={(e) => p.setConsent('immediatePerformance', e.target.checked)}
                  />
                  <span>{t('billing.consent.immediate')}</span>
                </label>
              </div>
              <FormAlert message={failureText} />
              <button type="submit" className="button button--primary button--order" disabled={!p.canOrder}>
                {p.order.submitting ? t('billing.paying') : t('billing.order')}
              </button>
              <p className="muted">{t('billing.orderHint', { total: formatPrice(selected.priceCents, lang) })}</p>
            </form>
          )}
        </section>
      )}

      <PaymentHistory p={p} lang={lang} />
    </div>
  );
});

export default BillingPage;
