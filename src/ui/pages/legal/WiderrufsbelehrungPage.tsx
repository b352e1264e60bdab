import { LegalPage } from './LegalPage';

export default function WiderrufsbelehrungPage() {
  return <LegalPage document="widerrufsbelehrung" />;
}
