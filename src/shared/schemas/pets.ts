import { z } from 'zod';
import { GAME, PET_NAME_MAX } from '../constants';
import { ONBOARDING_PET_TYPES, PET_MOODS, PET_RARITIES, PET_TYPES } from '../catalog/pets';

export const PetTypeSchema = z.enum(PET_TYPES, `Pet type must be one of: ${PET_TYPES.join(', ')}.`);
export const CareActionSchema = z.enum(
  ['feed', 'play', 'groom', 'train'],
  'Action must be one of: feed, play, groom, train.',
);

/** A pet name as typed: trimmed, 1-20 characters (spec section 5 "Pet rename"). */
export const PetNameSchema = z
  .string('Pet name must be text.')
  .trim()
  .min(1, 'Pet name cannot be empty.')
  .max(PET_NAME_MAX, `Pet name cannot be longer than ${PET_NAME_MAX} characters.`)
  // Control characters (NUL above all) cannot be stored in PostgreSQL text.
  .refine((v) => !/\p{Cc}/u.test(v), {
    message: 'Pet name contains characters that are not allowed.',
  });

export const PetSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  type: PetTypeSchema,
  variant: z.string(),
  rarity: z.string(),
  personality: z.string(),
  health: z.number().int(),
  hunger: z.number().int(),
  happiness: z.number().int(),
  energy: z.number().int(),
  level: z.number().int(),
  experience: z.number().int(),
  isActive: z.boolean(),
  mood: z.enum(PET_MOODS),
  accessories: z.array(z.string()),
  createdAt: z.string(),
});
export type Pet = z.infer<typeof PetSchema>;

export const PetListSchema = z.array(PetSchema);
/** GET /api/pets/active: the active pet, or null when the user has none. */
export const ActivePetResponseSchema = PetSchema.nullable();
export const PetEnvelopeSchema = z.object({ pet: PetSchema });

/**
 * POST /api/pets (onboarding). The spec's client also sends rarity, stats, level, experience,
 * userId and isActive: accepted and ignored, the server uses the caller and the defaults
 * (PRODUCT_RULES.md 6).
 */
export const CreatePetRequestSchema = z.strictObject({
  name: PetNameSchema,
  type: z.enum(ONBOARDING_PET_TYPES, 'Please select a pet.'),
  variant: z.string().max(40),
  rarity: z.unknown().optional(),
  personality: z.unknown().optional(),
  health: z.unknown().optional(),
  hunger: z.unknown().optional(),
  happiness: z.unknown().optional(),
  energy: z.unknown().optional(),
  level: z.unknown().optional(),
  experience: z.unknown().optional(),
  userId: z.unknown().optional(),
  isActive: z.unknown().optional(),
});
export type CreatePetRequest = z.infer<typeof CreatePetRequestSchema>;

/** POST /api/pets/adopt: `cost` is ignored, the server charges its own price. */
export const AdoptPetRequestSchema = z.strictObject({
  type: PetTypeSchema,
  variant: z.string().max(40),
  name: PetNameSchema,
  rarity: z.unknown().optional(),
  personality: z.unknown().optional(),
  cost: z.unknown().optional(),
});
export type AdoptPetRequest = z.infer<typeof AdoptPetRequestSchema>;

export const GameResultSchema = z.strictObject({
  won: z.boolean('won must be true or false.'),
  moves: z
    .number('moves must be a number.')
    .int('moves must be a whole number.')
    .min(GAME.minMoves, `A game takes at least ${GAME.minMoves} moves.`)
    .max(GAME.maxMoves, `A game takes at most ${GAME.maxMoves} moves.`),
  timeElapsed: z
    .number('timeElapsed must be a number of seconds.')
    .min(GAME.minSeconds, `A game takes at least ${GAME.minSeconds} seconds.`)
    .max(GAME.maxSeconds, 'A game takes at most an hour.'),
});
export type GameResult = z.infer<typeof GameResultSchema>;

export const PetActionRequestSchema = z
  .strictObject({ action: CareActionSchema, gameResult: GameResultSchema.optional() })
  .refine((b) => !b.gameResult || b.action === 'play', {
    message: 'A game result can only come with the play action.',
  });
export type PetActionRequest = z.infer<typeof PetActionRequestSchema>;

export const PetActionResponseSchema = z.object({
  pet: PetSchema,
  /** What happened, e.g. 'Fed Ember: hunger +10'. */
  result: z.string(),
  coinsEarned: z.number().int(),
  xpGained: z.number().int(),
  levelsGained: z.number().int(),
  /** The caller's balance after the action (level-ups and challenges included). */
  coins: z.number().int(),
  gameReward: z
    .object({ kind: z.enum(['perfect', 'good']), happiness: z.number().int() })
    .nullable(),
  gameWins: z.number().int(),
  challengesCompleted: z.array(z.string()),
});
export type PetActionResponse = z.infer<typeof PetActionResponseSchema>;

export const CustomizePetRequestSchema = z.strictObject({ name: PetNameSchema });

export const PetActivitySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  result: z.string(),
  createdAt: z.string(),
});
export const PetActivityListSchema = z.array(PetActivitySchema);
export type PetActivity = z.infer<typeof PetActivitySchema>;

export const BreedInfoSchema = z.object({
  origin: z.string(),
  size: z.string(),
  lifespan: z.string(),
  traits: z.array(z.string()),
  funFact: z.string(),
});

/** Spec section 3 "Adoptable pet template"; images name the mood art to draw per mood. */
export const AdoptablePetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: PetTypeSchema,
  variant: z.string(),
  rarity: z.enum(PET_RARITIES),
  personality: z.string(),
  description: z.string(),
  images: z.object({ happy: z.string(), sad: z.string(), sleeping: z.string() }),
  breedInfo: BreedInfoSchema,
  /** What adopting it costs this caller now: 0 for the first pet. */
  cost: z.number().int(),
});
export const AdoptablePetListSchema = z.array(AdoptablePetSchema);
export type AdoptablePet = z.infer<typeof AdoptablePetSchema>;

export const AdoptPetResponseSchema = z.object({ pet: PetSchema, coins: z.number().int() });
