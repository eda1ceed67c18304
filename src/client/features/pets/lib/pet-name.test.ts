import { describe, expect, it } from 'vitest';
import { initialChoice, petNameError } from './pet-name';

describe('petNameError', () => {
  it('uses the spec messages', () => {
    expect(petNameError('')).toBe('Pet name cannot be empty.');
    expect(petNameError('   ')).toBe('Pet name cannot be empty.');
    expect(petNameError('x'.repeat(21))).toBe('Pet name cannot be longer than 20 characters.');
    expect(petNameError('  Ember  ')).toBeNull();
    expect(petNameError('x'.repeat(20))).toBeNull();
  });
});

describe('initialChoice', () => {
  it('keeps a wizard variant that onboarding offers', () => {
    expect(initialChoice({ type: 'dog', variant: 'husky' })).toEqual({
      type: 'dog',
      variant: 'husky',
    });
  });
  it('keeps a wizard variant that only the wizard offers (the server takes it)', () => {
    expect(initialChoice({ type: 'cat', variant: 'tabby' })).toEqual({
      type: 'cat',
      variant: 'tabby',
    });
    expect(initialChoice({ type: 'phoenix', variant: 'lunar' })).toEqual({
      type: 'phoenix',
      variant: 'lunar',
    });
  });
  it("falls back to the type's first onboarding variant for one no list has", () => {
    expect(initialChoice({ type: 'phoenix', variant: 'plasma' })).toEqual({
      type: 'phoenix',
      variant: 'fire',
    });
  });
  it('starts empty without a wizard pick', () => {
    expect(initialChoice(null)).toEqual({ type: null, variant: null });
  });
});
