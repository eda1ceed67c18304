import { describe, expect, it } from 'vitest';
import { isBigEmoji, messageParts } from './message-text';

describe('isBigEmoji', () => {
  it('is one to three emoji, with any spaces, and nothing else', () => {
    for (const text of ['😍', ' 🐶 🐱 ', '❤️🔥', '👩‍❤️‍👨', '👍🏽', '🇺🇸', '1️⃣']) {
      expect(isBigEmoji(text), text).toBe(true);
    }
  });

  it('is not text, digits, four emoji or an empty message', () => {
    for (const text of ['ok 👍', '12', '#', '😀😀😀😀', '', '   ', ':)']) {
      expect(isBigEmoji(text), text).toBe(false);
    }
  });
});

describe('messageParts', () => {
  it('marks web addresses, with or without their scheme, and keeps the rest as text', () => {
    expect(messageParts('see petmatch.app/help, or https://example.com/a?b=1.')).toEqual([
      { text: 'see ' },
      { text: 'petmatch.app/help', href: 'https://petmatch.app/help' },
      { text: ', or ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '.' },
    ]);
  });

  it('links nothing but http and https', () => {
    for (const text of [
      'javascript:alert(1)',
      'ftp://example.org',
      'mail me at a@b.co',
      '1.5 km',
    ]) {
      expect(messageParts(text), text).toEqual([{ text }]);
    }
  });
});
