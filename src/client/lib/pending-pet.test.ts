import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { clearPendingPet, getPendingPet, keepPendingPetFor } from './pending-pet';

describe('pending pet', () => {
  let tab: Storage;
  let device: Storage;
  beforeEach(() => {
    tab = memoryStorage();
    device = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: tab, localStorage: device });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the wizard's pick on the device for that account only", () => {
    keepPendingPetFor('user-a', { type: 'cat', variant: 'tabby' });
    // The tab closes; later, in a new tab, the same person signs in again.
    tab.clear();
    expect(getPendingPet('user-a')).toEqual({ type: 'cat', variant: 'tabby' });
    // Someone else signing in on this device does not get it, nor does a signed-out screen.
    expect(getPendingPet('user-b')).toBeNull();
    expect(getPendingPet(undefined)).toBeNull();
    clearPendingPet('user-a');
    expect(getPendingPet('user-a')).toBeNull();
    expect(device.length).toBe(0);
  });

  it("never offers a wizard's pick left in the tab to whoever signs in next", () => {
    // An older build kept the pick in the tab before the account existed; an abandoned wizard
    // left it there.
    tab.setItem('petmatch.pendingPet', '{"type":"phoenix","variant":"lunar"}');
    expect(getPendingPet('user-b')).toBeNull();
  });

  it('ignores a stored value that is not a wizard pet', () => {
    device.setItem('petmatch.pendingPet.user-a', '{"type":"unicorn","variant":"x"}');
    expect(getPendingPet('user-a')).toBeNull();
    device.setItem('petmatch.pendingPet.user-a', 'not json');
    expect(getPendingPet('user-a')).toBeNull();
    device.setItem('petmatch.pendingPet.user-a', '{"type":"dog"}');
    expect(getPendingPet('user-a')).toBeNull();
  });

  it('works without storage at all', () => {
    vi.stubGlobal('window', {});
    keepPendingPetFor('user-a', { type: 'cat', variant: 'tabby' });
    expect(getPendingPet('user-a')).toBeNull();
  });
});
