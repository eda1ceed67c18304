import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../../shared/constants';
import { addImages, imageFileIssue, withReadableContent } from './images';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('imageFileIssue', () => {
  it('accepts images up to 10 MB', () => {
    expect(imageFileIssue(png(PHOTOS.maxBytes))).toBeNull();
  });
  it('refuses other files and larger images with the spec wording', () => {
    expect(imageFileIssue({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid File',
      description: 'Please select an image file',
    });
    expect(imageFileIssue(png(PHOTOS.maxBytes + 1))).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 10MB',
    });
  });
});

describe('addImages', () => {
  it('adds usable files and skips the rest', () => {
    const good = png();
    const { images, issue } = addImages([], [good, { type: 'text/plain', size: 3 }]);
    expect(images).toEqual([good]);
    expect(issue?.title).toBe('Invalid File');
  });

  it('keeps at most 5 and says so', () => {
    const current = [png(), png(), png(), png()];
    const { images, issue } = addImages(current, [png(), png()]);
    expect(images).toHaveLength(PHOTOS.maxPerUser);
    expect(issue).toEqual({
      title: 'Too Many Images',
      description: 'You can upload up to 5 profile images.',
    });
    expect(addImages(images, [png()]).images).toHaveLength(PHOTOS.maxPerUser);
  });

  it('skips a photo already chosen, also when the kept one is a copy from before a reload', () => {
    const photo = (name: string) => ({ type: 'image/jpeg', size: 2000, name, lastModified: 7 });
    const first = addImages([], [photo('beach.jpg'), photo('beach.jpg')]);
    expect(first.images).toHaveLength(1);
    expect(first.issue).toEqual({
      title: 'Already Added',
      description: 'That photo is already in your selection.',
    });
    const again = addImages(first.images, [photo('beach.jpg'), photo('hike.jpg')]);
    expect(again.images.map((f) => f.name)).toEqual(['beach.jpg', 'hike.jpg']);
    expect(again.issue?.title).toBe('Already Added');
  });
});

describe('withReadableContent', () => {
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const blob = (type: string, head: number[]) => new Blob([new Uint8Array(head)], { type });

  it('keeps photos whose first bytes are those of their declared type', async () => {
    const photo = blob('image/png', PNG_HEAD);
    expect(await withReadableContent([photo])).toEqual({ readable: [photo], issue: null });
  });

  it('refuses, as the server would, a PNG named .jpg and a file that is no image', async () => {
    const misnamed = blob('image/jpeg', PNG_HEAD);
    const text = blob(
      'image/png',
      [...'hello world!'].map((c) => c.charCodeAt(0)),
    );
    const good = blob('image/png', PNG_HEAD);
    const { readable, issue } = await withReadableContent([misnamed, good, text]);
    expect(readable).toEqual([good]);
    expect(issue).toEqual({ title: 'Invalid File', description: 'Please select an image file' });
  });
});
