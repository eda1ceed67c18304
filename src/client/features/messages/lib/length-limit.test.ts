import { describe, expect, it } from 'vitest';
import { limitEdit, showsCounter } from './length-limit';

describe('limitEdit', () => {
  it('keeps an edit within the limit as it is', () => {
    expect(limitEdit('hello', 5, 10)).toEqual({ value: 'hello', caret: 5, cut: false });
  });

  it('trims a paste at the end to the limit', () => {
    expect(limitEdit('abcdefghij', 10, 6)).toEqual({ value: 'abcdef', caret: 6, cut: true });
  });

  it('trims the inserted text before the caret, keeping what follows', () => {
    // "ab" + pasted "XYZ" + "cd", limit 5: the paste loses its last two characters.
    expect(limitEdit('abXYZcd', 5, 5)).toEqual({ value: 'abXcd', caret: 3, cut: true });
  });

  it('refuses a keystroke at the limit', () => {
    expect(limitEdit('abcXd', 4, 4)).toEqual({ value: 'abcd', caret: 3, cut: true });
  });

  it('never splits an emoji', () => {
    const r = limitEdit('ab🐉🐉', 6, 4);
    expect(r.value).toBe('ab🐉');
    expect(r.cut).toBe(true);
    expect(limitEdit('abc🐉', 5, 4).value).toBe('abc');
  });
});

describe('counter', () => {
  it('shows from 80 % of the limit', () => {
    expect(showsCounter(1599, 2000)).toBe(false);
    expect(showsCounter(1600, 2000)).toBe(true);
  });
});
