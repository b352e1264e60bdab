import { LegalPage } from './LegalPage';

export default function BarrierefreiheitPage() {
  return <LegalPage document="barrierefreiheit" />;
}
