import { describe, expect, it } from 'vitest';
import { setPendingUploads, takePendingUploads } from './pending-uploads';

describe('pending uploads', () => {
  it('hands the wizard photos over exactly once', () => {
    const files = [new File(['a'], 'a.png', { type: 'image/png' })];
    setPendingUploads(files);
    files.push(new File(['b'], 'b.png', { type: 'image/png' }));
    expect(takePendingUploads().map((f) => f.name)).toEqual(['a.png']);
    expect(takePendingUploads()).toEqual([]);
  });
});
