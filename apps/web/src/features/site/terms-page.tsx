import { LegalDocumentView } from './components/legal-document-view';
import { legalCopy, termsAndConditions } from './content';

export const meta = legalCopy.termsMeta;

export function TermsPage() {
  return <LegalDocumentView document={termsAndConditions} />;
}
