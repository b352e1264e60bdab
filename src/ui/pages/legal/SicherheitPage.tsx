import { LegalPage } from './LegalPage';

export default function SicherheitPage() {
  return <LegalPage document="sicherheit" />;
}
