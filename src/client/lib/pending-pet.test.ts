import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { clearPendingPet, getPendingPet, setPendingPet } from './pending-pet';

describe('pending pet', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the wizard choice until onboarding clears it', () => {
    expect(getPendingPet()).toBeNull();
    setPendingPet({ type: 'phoenix', variant: 'lunar' });
    expect(getPendingPet()).toEqual({ type: 'phoenix', variant: 'lunar' });
    clearPendingPet();
    expect(getPendingPet()).toBeNull();
  });

  it('ignores a stored value that is not a wizard pet', () => {
    storage.setItem('petmatch.pendingPet', '{"type":"unicorn","variant":"x"}');
    expect(getPendingPet()).toBeNull();
    storage.setItem('petmatch.pendingPet', 'not json');
    expect(getPendingPet()).toBeNull();
  });

  it('works without storage at all', () => {
    vi.stubGlobal('window', {});
    setPendingPet({ type: 'cat', variant: 'tabby' });
    expect(getPendingPet()).toBeNull();
  });
});
