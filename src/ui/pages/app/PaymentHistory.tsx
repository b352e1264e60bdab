import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../components/format';
import type { BillingPresenter } from './BillingPresenter';

/** "Ihre Zahlungen": each payment with its date, package, total and status, and its invoice to download as PDF. */
export const PaymentHistory = observer(function PaymentHistory({
  p,
  lang,
}: {
  p: BillingPresenter;
  lang: 'de' | 'en';
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('billing.history')}</h2>
      {p.payments.length === 0 ? (
        <p className="muted">{t('billing.noPayments')}</p>
      ) : (
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
                    {payment.packageName[lang]}
                    {payment.provider === 'demo' && <span className="muted"> · {t('billing.demoShort')}</span>}
                  </td>
                  <td>{formatPrice(payment.amountCents, lang)}</td>
                  <td>{t(`billing.status.${payment.status}`)}</td>
                  <td>
                    {payment.invoice ? (
                      <button
                        type="button"
                        className="button button--link"
                        onClick={() => void p.downloadReceipt(payment.id, lang, t('errors.INTERNAL'))}
                        aria-label={t('billing.downloadReceipt', { number: payment.invoice.number })}
                      >
                        {payment.invoice.number}
                      </button>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
