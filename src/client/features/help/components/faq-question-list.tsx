import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../../../shared/catalog/faq';
import { answerSnippet, type SearchTerm } from '../../../../shared/rules/faq-search';
import { Highlight } from './highlight';

/** A category's questions; each opens to its answer. Several can be open at once. */
export function FaqQuestionList({
  entries,
  terms = [],
}: {
  entries: readonly FaqEntry[];
  terms?: readonly SearchTerm[];
}) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-ink-100">
      {entries.map((e) => {
        // A search word found only in the answer: shown under the closed question, highlighted.
        const snippet = answerSnippet(e.question, e.answer, terms);
        return (
          <Accordion.Item key={e.id} value={e.id} className="group/q">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="flex w-full items-start gap-3 py-3.5 text-left text-body font-bold leading-snug text-ink-900 transition hover:text-brand-600">
                  <span className="flex-1">
                    <Highlight text={e.question} terms={terms} />
                    {snippet ? (
                      <span className="mt-1 block text-sm font-normal text-ink-500 group-data-[state=open]/q:hidden">
                        <Highlight text={snippet} terms={terms} />
                      </span>
                    ) : null}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-ink-300 transition-transform duration-200 group-data-[state=open]/q:rotate-180 group-data-[state=open]/q:text-brand-500"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="animate-fade-in pb-4 pr-6 text-body leading-relaxed text-ink-500">
              <p>
                <Highlight text={e.answer} terms={terms} />
              </p>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
