import { LegalDocumentView } from './components/legal-document-view';
import { legalCopy, privacyPolicy } from './content';

export const meta = legalCopy.privacyMeta;

export function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
