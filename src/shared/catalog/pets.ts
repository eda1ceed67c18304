/** The pet catalogue of spec section 3, with the variant lists of both screens (PRODUCT_RULES.md 1). */

export const PET_TYPES = ['dragon', 'cat', 'dog', 'phoenix', 'bird', 'fish'] as const;
export type PetType = (typeof PET_TYPES)[number];

export const ONBOARDING_PET_TYPES = ['dragon', 'cat', 'dog', 'phoenix'] as const;
export type OnboardingPetType = (typeof ONBOARDING_PET_TYPES)[number];

export const PET_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type PetRarity = (typeof PET_RARITIES)[number];

export const PET_MOODS = ['happy', 'sad', 'sleeping'] as const;
export type PetMood = (typeof PET_MOODS)[number];

export interface OnboardingPetEntry {
  type: OnboardingPetType;
  label: string;
  variants: readonly string[];
  base: { health: number; hunger: number; happiness: number };
  personality: string;
}

/** Pet onboarding screen's catalogue. */
export const ONBOARDING_CATALOG: Record<OnboardingPetType, OnboardingPetEntry> = {
  dragon: {
    type: 'dragon',
    label: 'Dragon',
    variants: ['fire', 'water', 'earth', 'air', 'shadow', 'light'],
    base: { health: 100, hunger: 80, happiness: 90 },
    personality: 'Fierce and Loyal',
  },
  cat: {
    type: 'cat',
    label: 'Cat',
    variants: ['orange', 'black', 'white', 'calico', 'persian', 'siamese'],
    base: { health: 90, hunger: 85, happiness: 95 },
    personality: 'Independent and Playful',
  },
  dog: {
    type: 'dog',
    label: 'Dog',
    variants: ['german-shepherd', 'golden', 'brown', 'black', 'spotted', 'husky', 'corgi'],
    base: { health: 95, hunger: 90, happiness: 100 },
    personality: 'Loyal and Energetic',
  },
  phoenix: {
    type: 'phoenix',
    label: 'Phoenix',
    variants: ['fire', 'ice', 'storm', 'cosmic'],
    base: { health: 85, hunger: 70, happiness: 85 },
    personality: 'Mystical and Proud',
  },
};

/** The registration wizard's own variant list (spec section 3). */
export const WIZARD_VARIANTS: Record<OnboardingPetType, readonly string[]> = {
  dragon: ['fire', 'water', 'earth', 'air'],
  cat: ['tabby', 'siamese', 'persian', 'maine-coon'],
  dog: ['golden', 'husky', 'corgi', 'german-shepherd'],
  phoenix: ['solar', 'lunar', 'storm', 'crystal'],
};

/** Bird and fish exist only through adoption; their variants come from the adoption catalogue. */
export const ADOPTION_ONLY_VARIANTS: Record<'bird' | 'fish', readonly string[]> = {
  bird: ['parrot', 'canary', 'owl', 'cockatiel'],
  fish: ['goldfish', 'betta', 'clownfish', 'koi'],
};

/** Every variant the server accepts per type: the union of all lists (PRODUCT_RULES.md 1). */
export const VARIANTS_BY_TYPE: Record<PetType, readonly string[]> = {
  dragon: unique([...ONBOARDING_CATALOG.dragon.variants, ...WIZARD_VARIANTS.dragon]),
  cat: unique([...ONBOARDING_CATALOG.cat.variants, ...WIZARD_VARIANTS.cat]),
  dog: unique([...ONBOARDING_CATALOG.dog.variants, ...WIZARD_VARIANTS.dog]),
  phoenix: unique([...ONBOARDING_CATALOG.phoenix.variants, ...WIZARD_VARIANTS.phoenix]),
  bird: ADOPTION_ONLY_VARIANTS.bird,
  fish: ADOPTION_ONLY_VARIANTS.fish,
};

export const PERSONALITY_BY_TYPE: Record<PetType, string> = {
  dragon: ONBOARDING_CATALOG.dragon.personality,
  cat: ONBOARDING_CATALOG.cat.personality,
  dog: ONBOARDING_CATALOG.dog.personality,
  phoenix: ONBOARDING_CATALOG.phoenix.personality,
  bird: 'Cheerful and Chatty',
  fish: 'Calm and Curious',
};

export function isValidVariant(type: PetType, variant: string): boolean {
  return VARIANTS_BY_TYPE[type].includes(variant);
}

export function variantLabel(variant: string): string {
  return variant
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function unique(list: string[]): readonly string[] {
  return [...new Set(list)];
}
