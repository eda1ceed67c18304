import { LegalView } from '../components/legal-view';
import { TERMS } from '../legal-content';

/** /terms: what the sign-up box asks people to agree to. */
export function Component() {
  return <LegalView doc={TERMS} other={{ to: '/privacy', label: 'Privacy Policy' }} />;
}
