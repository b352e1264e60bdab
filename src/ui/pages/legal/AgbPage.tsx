import { LegalPage } from './LegalPage';

export default function AgbPage() {
  return <LegalPage document="agb" />;
}
