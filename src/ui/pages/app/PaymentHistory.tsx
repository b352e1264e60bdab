import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../components/format';
import type { Payment } from '../../../domain/payment';
import { useMediaQuery } from '../../components/useMediaQuery';
import type { BillingPresenter } from './BillingPresenter';

/** Where the table gives way to cards: the width the stylesheet calls a phone's (40rem). */
const NARROW = '(max-width: 40rem)';

/** "Ihre Zahlungen": each payment with its date, package, total and status, and its invoice to download as PDF. */
export const PaymentHistory = observer(function PaymentHistory({
  p,
  lang,
}: {
  p: BillingPresenter;
  lang: 'de' | 'en';
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('billing.history')}</h2>
      {p.payments.length === 0 ? (
        <p className="muted">{t('billing.noPayments')}</p>
      ) : (
        <>
          {/* Wide screens: a table. Phones: one card per payment, so the status and the invoice are never off-screen. */}
          {!narrow && (
            <div className="table-wrap">
              <table>
                <caption className="visually-hidden">{t('billing.history')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('billing.date')}</th>
                    <th scope="col">{t('billing.item')}</th>
                    <th scope="col">{t('billing.total')}</th>
                    <th scope="col">{t('admin.status')}</th>
                    <th scope="col">{t('billing.receipt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.payments.map((payment) => (
                    <tr key={payment.id}>
                      <td>{formatDate(payment.createdAt, lang)}</td>
                      <td>
                        <PackageName payment={payment} lang={lang} />
                      </td>
                      <td>{formatPrice(payment.amountCents, lang)}</td>
                      <td>{t(`billing.status.${payment.status}`)}</td>
                      <td>
                        <Receipt p={p} payment={payment} lang={lang} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {narrow && (
            <ul className="payment-cards" aria-label={t('billing.history')}>
              {p.payments.map((payment) => (
                <li key={payment.id} className="payment-card">
                  <p className="payment-card__title">
                    <strong>
                      <PackageName payment={payment} lang={lang} />
                    </strong>{' '}
                    · {formatPrice(payment.amountCents, lang)}
                  </p>
                  <dl className="payment-card__facts">
                    <dt>{t('billing.date')}</dt>
                    <dd>{formatDate(payment.createdAt, lang)}</dd>
                    <dt>{t('admin.status')}</dt>
                    <dd>{t(`billing.status.${payment.status}`)}</dd>
                    <dt>{t('billing.receipt')}</dt>
                    <dd>
                      <Receipt p={p} payment={payment} lang={lang} />
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

function PackageName({ payment, lang }: { payment: Payment; lang: 'de' | 'en' }) {
  const { t } = useTranslation();
  return (
    <>
      {payment.packageName[lang]}
      {payment.provider === 'demo' && <span className="muted"> · {t('billing.demoShort')}</span>}
    </>
  );
}

/** The invoice as a PDF, named by its number; a payment without one (not paid) has none. */
const Receipt = observer(function Receipt({
  p,
  payment,
  lang,
}: {
  p: BillingPresenter;
  payment: Payment;
  lang: 'de' | 'en';
}) {
  const { t } = useTranslation();
  if (!payment.invoice) return <>–</>;
  return (
    <button
      type="button"
      className="button button--link"
      onClick={() => void p.downloadReceipt(payment.id, lang, t('errors.INTERNAL'))}
      aria-label={t('billing.downloadReceipt', { number: payment.invoice.number })}
    >
      {payment.invoice.number}
    </button>
  );
});
