/**
 * Where the legal pages live and what they are called: for links from the landing page (whose
 * bundle must not carry the pages' text), About and the pages themselves.
 */
export const LEGAL_PAGES = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

export const [TERMS_PAGE, PRIVACY_PAGE] = LEGAL_PAGES;
