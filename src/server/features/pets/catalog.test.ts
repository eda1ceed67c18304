import { describe, expect, it } from 'vitest';
import { PET_NAME_MAX } from '../../../shared/constants';
import { ADOPTION_TEMPLATES, findAdoptionTemplate } from '../../../shared/catalog/adoption';
import { PET_NAMES, randomPetName } from '../../../shared/catalog/pet-names';
import { PET_RARITIES, PET_TYPES, isValidVariant } from '../../../shared/catalog/pets';
import { AdoptablePetSchema } from '../../../shared/schemas/pets';

describe('adoption catalogue', () => {
  it('covers all six types with 2-4 valid templates each, at least 14 in all', () => {
    expect(ADOPTION_TEMPLATES.length).toBeGreaterThanOrEqual(14);
    for (const type of PET_TYPES) {
      const ofType = ADOPTION_TEMPLATES.filter((t) => t.type === type);
      expect(ofType.length, type).toBeGreaterThanOrEqual(2);
      expect(ofType.length, type).toBeLessThanOrEqual(4);
    }
    for (const t of ADOPTION_TEMPLATES) {
      expect(isValidVariant(t.type, t.variant), t.id).toBe(true);
      expect(PET_RARITIES).toContain(t.rarity);
      expect(t.name.length).toBeLessThanOrEqual(PET_NAME_MAX);
      expect(t.breedInfo.traits.length).toBeGreaterThan(0);
      expect(AdoptablePetSchema.parse({ ...t, cost: 0 })).toBeTruthy();
      expect(findAdoptionTemplate(t.type, t.variant)).toBe(t);
    }
  });

  it('has one template per type and variant and unique ids', () => {
    const keys = ADOPTION_TEMPLATES.map((t) => `${t.type}/${t.variant}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ADOPTION_TEMPLATES.map((t) => t.id)).size).toBe(keys.length);
  });
});

describe('pet names', () => {
  it('has 20+ distinct names per type, each fitting the 20-character limit', () => {
    for (const type of PET_TYPES) {
      const names = PET_NAMES[type];
      expect(names.length, type).toBeGreaterThanOrEqual(20);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((n) => n.trim() === n && n.length >= 1 && n.length <= PET_NAME_MAX)).toBe(
        true,
      );
    }
  });

  it('picks from the type’s own list', () => {
    expect(randomPetName('fish', () => 0)).toBe(PET_NAMES.fish[0]);
    expect(randomPetName('fish', () => 0.999999)).toBe(PET_NAMES.fish.at(-1));
    for (let i = 0; i < 50; i++) expect(PET_NAMES.dog).toContain(randomPetName('dog'));
  });
});
