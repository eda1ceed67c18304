import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqGroup } from '../../../../shared/rules/faq-search';
import { DEFAULT_OPEN_CATEGORY } from '../help-categories';
import { CategoryHeading } from './category-heading';
import { FaqQuestionList } from './faq-question-list';

/** All categories as expandable cards; Getting Started starts open (spec section 2 "Help"). */
export function FaqCategories({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <Accordion.Root type="multiple" defaultValue={[DEFAULT_OPEN_CATEGORY]} className="space-y-3">
      {groups.map((g) => (
        <Accordion.Item
          key={g.id}
          value={g.id}
          className="group/cat overflow-hidden rounded-3xl bg-surface shadow-card"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="flex w-full items-center gap-3 p-4 transition hover:bg-grape-50/60">
                <CategoryHeading id={g.id} name={g.category} count={g.entries.length} />
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]/cat:rotate-180"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="animate-fade-in border-t border-ink-100 px-4">
            <FaqQuestionList entries={g.entries} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
