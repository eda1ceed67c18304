import { LegalView } from '../components/legal-view';
import { TERMS_PAGE } from '../legal-pages';
import { PRIVACY } from '../legal-content';

/** /privacy: what is kept about a member, who sees it and how to delete it. */
export function Component() {
  return <LegalView doc={PRIVACY} other={TERMS_PAGE} />;
}
