import { LegalPage } from './LegalPage';

export default function ImpressumPage() {
  return <LegalPage document="impressum" />;
}
