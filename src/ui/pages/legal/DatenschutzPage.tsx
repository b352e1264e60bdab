import { LegalPage } from './LegalPage';

export default function DatenschutzPage() {
  return <LegalPage document="datenschutz" />;
}
