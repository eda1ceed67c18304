import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FAQ } from '../../../../shared/catalog/faq';
import { searchFaq, searchTerms } from '../../../../shared/rules/faq-search';
import { PetArt } from '../../../components/pet-art';
import { PageHeader } from '../../../components/ui/page-header';
import { FaqCategories } from '../components/faq-categories';
import { FaqResults } from '../components/faq-results';
import { HelpSearchBox } from '../components/help-search-box';
import { NoResults } from '../components/no-results';
import { SupportCard } from '../components/support-card';

export function Component() {
  // The search is kept in the address (?q=), so Back to Help and a reload show it again, and
  // other screens can open Help on a question (a closed chat's Learn more). The box keeps its
  // own state, so a keystroke shows at once, and writes the address with it.
  const [params, setParams] = useSearchParams();
  const [query, setQueryState] = useState(() => params.get('q') ?? '');
  function setQuery(next: string) {
    setQueryState(next);
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const result = useMemo(() => searchFaq(FAQ, query), [query]);
  const terms = useMemo(() => searchTerms(query), [query]);

  function clearSearch() {
    setQuery('');
    searchRef.current?.focus();
  }

  function browseAll() {
    setQuery('');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div>
      <PageHeader title="Help & Support" back />
      <div className="space-y-4 px-4 pb-6">
        <section
          aria-labelledby="help-hero-title"
          className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-500 via-brand-400 to-grape-500 p-5 pb-14 text-white shadow-lift"
        >
          {/* Whole inside the card: bled off its edge, the ear and the sparkle were cut. */}
          <div className="absolute right-1 top-1" aria-hidden="true">
            <PetArt type="dog" variant="golden" mood="happy" size={112} />
          </div>
          <div className="relative max-w-[62%]">
            <h2 id="help-hero-title" className="text-2xl font-black leading-tight">
              How can we help?
            </h2>
            <p className="mt-1.5 text-sm font-semibold text-white/90">
              Answers about your pet, dating, coins and staying safe.
            </p>
          </div>
        </section>
        {/* Sticky under the header (in rem, as the header is: large text grows both), so the box
            never scrolls away while results shrink. */}
        <div className="sticky top-[calc(3.5rem+4px+env(safe-area-inset-top))] z-20 -mt-[60px] px-3">
          <HelpSearchBox ref={searchRef} value={query} onChange={setQuery} />
        </div>

        {/* Always mounted so screen readers announce each new count. */}
        <p
          role="status"
          className={
            result.searching && result.total > 0 ? 'px-1 text-sm font-bold text-ink-500' : 'sr-only'
          }
        >
          {result.searching ? foundText(result.total) : ''}
        </p>

        {!result.searching ? (
          <FaqCategories groups={result.groups} />
        ) : result.total > 0 ? (
          <FaqResults groups={result.groups} terms={terms} />
        ) : (
          <NoResults query={query} onClear={clearSearch} />
        )}

        <SupportCard onBrowseAll={browseAll} />
      </div>
    </div>
  );
}

function foundText(total: number): string {
  return total === 1 ? 'Found 1 result' : `Found ${total} results`;
}
