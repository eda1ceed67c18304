import type { FaqGroup, SearchTerm } from '../../../../shared/rules/faq-search';
import { CategoryHeading } from './category-heading';
import { FaqQuestionList } from './faq-question-list';

/** Search matches, grouped under their category. */
export function FaqResults({
  groups,
  terms,
}: {
  groups: readonly FaqGroup[];
  terms: readonly SearchTerm[];
}) {
  return (
    <div className="space-y-3">
      {groups.map((g) => (
        <section
          key={g.id}
          aria-labelledby={`results-${g.id}`}
          className="animate-fade-in rounded-3xl bg-surface shadow-card"
        >
          <h2 id={`results-${g.id}`} className="flex items-center gap-3 p-4 pb-2">
            <CategoryHeading id={g.id} name={g.category} count={g.entries.length} />
          </h2>
          <div className="px-4">
            <FaqQuestionList entries={g.entries} terms={terms} />
          </div>
        </section>
      ))}
    </div>
  );
}
