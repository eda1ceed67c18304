import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { clearPendingPet, getPendingPet, keepPendingPetFor, setPendingPet } from './pending-pet';

describe('pending pet', () => {
  let tab: Storage;
  let device: Storage;
  beforeEach(() => {
    tab = memoryStorage();
    device = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: tab, localStorage: device });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the wizard choice in the tab until onboarding clears it', () => {
    expect(getPendingPet(undefined)).toBeNull();
    setPendingPet({ type: 'phoenix', variant: 'lunar' });
    expect(getPendingPet(undefined)).toEqual({ type: 'phoenix', variant: 'lunar' });
    clearPendingPet(undefined);
    expect(getPendingPet(undefined)).toBeNull();
  });

  it('once the account exists, keeps its pick on the device for that account only', () => {
    setPendingPet({ type: 'cat', variant: 'tabby' });
    keepPendingPetFor('user-a', { type: 'cat', variant: 'tabby' });
    // The tab closes; later, in a new tab, the same person signs in again.
    tab.clear();
    expect(getPendingPet('user-a')).toEqual({ type: 'cat', variant: 'tabby' });
    // Someone else signing in on this device does not get it.
    expect(getPendingPet('user-b')).toBeNull();
    clearPendingPet('user-a');
    expect(getPendingPet('user-a')).toBeNull();
    expect(device.length).toBe(0);
  });

  it('ignores a stored value that is not a wizard pet', () => {
    tab.setItem('petmatch.pendingPet', '{"type":"unicorn","variant":"x"}');
    expect(getPendingPet(undefined)).toBeNull();
    tab.setItem('petmatch.pendingPet', 'not json');
    device.setItem('petmatch.pendingPet.user-a', '{"type":"dog"}');
    expect(getPendingPet('user-a')).toBeNull();
  });

  it('works without storage at all', () => {
    vi.stubGlobal('window', {});
    setPendingPet({ type: 'cat', variant: 'tabby' });
    keepPendingPetFor('user-a', { type: 'cat', variant: 'tabby' });
    expect(getPendingPet('user-a')).toBeNull();
  });
});
