import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';

const render = (text: string, terms: string[]) =>
  renderToStaticMarkup(<Highlight text={text} terms={terms} />);

describe('Highlight', () => {
  it('marks every match case-insensitively and keeps the original text and case', () => {
    const html = render('Energy comes back: 5 energy per hour.', ['energy']);
    expect(html.match(/<mark[^>]*>/g)).toHaveLength(2);
    expect(html).toContain('>Energy</mark>');
    expect(html).toContain('>energy</mark>');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Energy comes back: 5 energy per hour.');
  });

  it('treats search words as text, not patterns', () => {
    expect(render('Shift+Enter starts a new line (really).', ['+enter', '(really)'])).toContain(
      '<mark class="rounded bg-coin-100 px-0.5 text-inherit">+Enter</mark>',
    );
    expect(render('No terms here', [])).toBe('No terms here');
  });
});
