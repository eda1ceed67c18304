import { describe, expect, it } from 'vitest';
import { mainPhotoFirst } from './photo-order';

describe('mainPhotoFirst', () => {
  const isB = (id: string) => id === 'b';

  it('puts the chosen photo first and keeps the others in their order', () => {
    expect(mainPhotoFirst(['a', 'b', 'c'], (id) => id === 'c')).toEqual(['c', 'a', 'b']);
    expect(mainPhotoFirst(['a', 'b', 'c'], isB)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order alone when the main photo is already first or is not among them', () => {
    expect(mainPhotoFirst(['b', 'a'], isB)).toEqual(['b', 'a']);
    expect(mainPhotoFirst(['a', 'c'], isB)).toEqual(['a', 'c']);
    expect(mainPhotoFirst([], isB)).toEqual([]);
  });
});
