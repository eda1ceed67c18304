import { LegalView } from '../components/legal-view';
import { PRIVACY_PAGE } from '../legal-pages';
import { TERMS } from '../legal-content';

/** /terms: what the sign-up box asks people to agree to. */
export function Component() {
  return <LegalView doc={TERMS} other={PRIVACY_PAGE} />;
}
