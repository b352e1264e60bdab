import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../domain/ad';
import { certificateValidUntil } from '../../../../domain/adValidation';
import { formatDate, formatNumber } from '../../../components/format';

/** The energy certificate as GEG § 87 asks ads to state it. */
export function EnergySection({ ad, lang, level = 2 }: { ad: Ad; lang: 'de' | 'en'; level?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const certificate = ad.energyCertificate;
  const Heading = `h${level}` as 'h2';
  const id = `energy-title${level === 2 ? '' : `-${level}`}`;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{t('adDetails.energy')}</Heading>
      {certificate ? (
        <table className="facts">
          <tbody>
            <tr>
              <th scope="row">{t('energy.type')}</th>
              <td>{t(`energy.types.${certificate.type}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('energy.value')}</th>
              <td>{formatNumber(certificate.kwhPerSqmYear, lang)} kWh/(m²·a)</td>
            </tr>
            <tr>
              <th scope="row">{t('energy.carrier')}</th>
              <td>{t(`energy.carriers.${certificate.carrier}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('energy.class')}</th>
              <td>
                <span className={`energy-class energy-class--${certificate.efficiencyClass.replace('+', 'plus')}`}>
                  {certificate.efficiencyClass}
                </span>
              </td>
            </tr>
            {certificate.issuedOn && (
              <tr>
                <th scope="row">{t('energy.issuedOn')}</th>
                <td>
                  {t('energy.issuedAndValid', {
                    issued: formatDate(certificate.issuedOn, lang),
                    until: formatDate(certificateValidUntil(certificate.issuedOn), lang),
                  })}
                </td>
              </tr>
            )}
            {ad.yearBuilt !== null && (
              <tr>
                <th scope="row">{t('adForm.yearBuilt')}</th>
                <td>{ad.yearBuilt}</td>
              </tr>
            )}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t('adDetails.noEnergy')}</p>
      )}
    </section>
  );
}
