import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../../shared/rules/faq-search';
import { Highlight } from './highlight';

const render = (text: string, query: string) =>
  renderToStaticMarkup(<Highlight text={text} terms={searchTerms(query)} />);

describe('Highlight', () => {
  it('marks every matching word case-insensitively and keeps the original text and case', () => {
    const html = render('Energy comes back: 5 energy per hour.', 'energy');
    expect(html.match(/<mark[^>]*>/g)).toHaveLength(2);
    expect(html).toContain('>Energy</mark>');
    expect(html).toContain('>energy</mark>');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Energy comes back: 5 energy per hour.');
  });

  it('marks other forms of a word, and not the words that only frame a question', () => {
    const html = render('Feed your pet: feeding fills hunger.', 'how do I feed my pets?');
    expect(html.match(/<mark[^>]*>[^<]+<\/mark>/g)).toEqual([
      '<mark class="rounded bg-coin-100 px-0.5 text-inherit">Feed</mark>',
      '<mark class="rounded bg-coin-100 px-0.5 text-inherit">pet</mark>',
      '<mark class="rounded bg-coin-100 px-0.5 text-inherit">feeding</mark>',
    ]);
  });

  it('marks the words where they stand, whatever lower-casing does to the text around them', () => {
    // 'İ' lower-cases to two characters: places found in a lower-cased copy would be off by one.
    expect(render('İstanbul pets love energy', 'energy')).toBe(
      'İstanbul pets love <mark class="rounded bg-coin-100 px-0.5 text-inherit">energy</mark>',
    );
  });

  it('treats search words as text, not patterns', () => {
    expect(render('Shift+Enter starts a new line (really).', '+enter')).toContain(
      '<mark class="rounded bg-coin-100 px-0.5 text-inherit">Enter</mark>',
    );
    expect(render('No terms here', '')).toBe('No terms here');
  });
});
