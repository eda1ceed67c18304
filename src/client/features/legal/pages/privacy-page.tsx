import { LegalView } from '../components/legal-view';
import { PRIVACY } from '../legal-content';

/** /privacy: what is kept about a member, who sees it and how to delete it. */
export function Component() {
  return <LegalView doc={PRIVACY} other={{ to: '/terms', label: 'Terms of Service' }} />;
}
