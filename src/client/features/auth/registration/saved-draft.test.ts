import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { EMPTY_DRAFT, type RegistrationDraft } from './draft';
import { clearSavedDraft, draftFromSaved, loadSavedDraft, saveDraft } from './saved-draft';

const draft: RegistrationDraft = {
  displayName: 'Rosa',
  age: '34',
  gender: 'Female',
  sexualPreference: 'Straight',
  stateCode: 'OR',
  city: 'Portland',
  images: [new File([new Uint8Array(4)], 'a.png', { type: 'image/png' })],
  pet: { type: 'dragon', variant: 'water' },
  email: 'rosa@example.com',
  username: 'rosa',
  password: 'secret-pass',
  agreeToTerms: true,
};

const nothing = { draft: EMPTY_DRAFT, photoCount: 0 };

describe('saved registration draft', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('brings back the answers and the photo count but never the password, the files or the agreement', () => {
    saveDraft(draft);
    expect(window.sessionStorage.getItem('petmatch.registrationDraft')).not.toContain(
      'secret-pass',
    );
    expect(loadSavedDraft()).toEqual({
      draft: { ...draft, images: [], password: '', agreeToTerms: false },
      // The one photo is counted; the file itself is kept elsewhere (saved-photos.ts).
      photoCount: 1,
    });
    clearSavedDraft();
    expect(loadSavedDraft()).toEqual(nothing);
  });

  it('keeps the good fields of a tampered or stale value and empties the rest', () => {
    const stored = JSON.stringify({
      displayName: 'Rosa',
      age: 34,
      gender: 'Robot',
      sexualPreference: 'Straight',
      stateCode: 'OR',
      city: 'Portland',
      pet: { type: 'unicorn', variant: 'x' },
      email: 'rosa@example.com',
      username: 'rosa',
      password: 'should-not-come-back',
      photoCount: 99,
    });
    expect(draftFromSaved(stored)).toEqual({
      draft: {
        ...EMPTY_DRAFT,
        displayName: 'Rosa',
        sexualPreference: 'Straight',
        stateCode: 'OR',
        city: 'Portland',
        email: 'rosa@example.com',
        username: 'rosa',
      },
      photoCount: 0,
    });
  });

  it('starts empty from nothing, from broken JSON and without storage', () => {
    expect(draftFromSaved(null)).toEqual(nothing);
    expect(draftFromSaved('{not json')).toEqual(nothing);
    expect(draftFromSaved('"a string"')).toEqual(nothing);
    vi.stubGlobal('window', {});
    saveDraft(draft);
    expect(loadSavedDraft()).toEqual(nothing);
  });
});
