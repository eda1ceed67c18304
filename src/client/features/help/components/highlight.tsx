import { Fragment } from 'react';
import { markedParts, type SearchTerm } from '../../../../shared/rules/faq-search';

/** The text with every word that answers a search term marked. */
export function Highlight({ text, terms }: { text: string; terms: readonly SearchTerm[] }) {
  if (terms.length === 0) return <>{text}</>;
  return (
    <>
      {markedParts(text, terms).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded bg-coin-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
