import { z } from 'zod';
import { DATING, REPORTS } from '../constants';
import { PET_MOODS, PET_TYPES } from '../catalog/pets';
import { text } from './common';

/** The active pet as another user sees it on a card (no stats beyond the mood). */
export const PetSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(PET_TYPES),
  variant: z.string(),
  name: z.string(),
  level: z.number().int(),
  mood: z.enum(PET_MOODS),
  accessories: z.array(z.string()),
});
export type PetSummary = z.infer<typeof PetSummarySchema>;

/**
 * What any card about another person shows (PRODUCT_RULES.md 7): never email, coins,
 * preferences, coordinates or an unrounded distance.
 */
export const PersonCardSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  age: z.number().int(),
  bio: z.string(),
  gender: z.string().nullable(),
  /** 'City, State', or null when not set. */
  location: z.string().nullable(),
  /** Photo URLs, the main photo first. */
  photos: z.array(z.string()),
  /** The main photo's URL, or null. */
  profileImage: z.string().nullable(),
  pet: PetSummarySchema.nullable(),
  /** Rounded to 5 miles ('< 5 mi' below that); null when either location is unknown. */
  distanceLabel: z.string().nullable(),
  /** Compatibility hearts, 1-5. */
  compatibility: z.number().int().min(1).max(DATING.heartsMax),
});
export type PersonCard = z.infer<typeof PersonCardSchema>;

/** GET /api/dating/potential-matches: the deck, super-likers of the caller first. */
export const DeckCardSchema = PersonCardSchema.extend({ superLikedYou: z.boolean() });
export type DeckCard = z.infer<typeof DeckCardSchema>;
export const PotentialMatchesResponseSchema = z.array(DeckCardSchema);

/** A user id in a body: says which field is missing, or that the id is not valid. */
function userIdField(field: string) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined ? `${field} is required.` : 'That user id is not valid.',
  });
}

export const SWIPE_DIRECTIONS = ['left', 'right', 'super'] as const;
export type SwipeDirection = (typeof SWIPE_DIRECTIONS)[number];

export const SwipeRequestSchema = z.strictObject({
  direction: z.enum(SWIPE_DIRECTIONS, 'Direction must be one of: left, right, super.'),
  swipedId: userIdField('swipedId'),
});
export type SwipeRequest = z.infer<typeof SwipeRequestSchema>;

/** POST /api/dating/swipe. On a match, both pets for the 'It's a Match!' overlay. */
export const SwipeResponseSchema = z.object({
  isMatch: z.boolean(),
  match: z
    .object({
      userId: z.uuid(),
      displayName: z.string(),
      profileImage: z.string().nullable(),
      pet: PetSummarySchema.nullable(),
      yourPet: PetSummarySchema.nullable(),
    })
    .nullable(),
});
export type SwipeResponse = z.infer<typeof SwipeResponseSchema>;

/**
 * GET /api/dating/super-likes: how many of today's super likes are left (PRODUCT_RULES.md 3: 3 a
 * day, counted over the New York day, which ends at `resetsAt`), counting those sent elsewhere.
 * `resetsInMs` is the same moment as a wait from now by the server's clock, so a device whose
 * clock is off still asks again on time.
 */
export const SuperLikesResponseSchema = z.object({
  perDay: z.number().int(),
  left: z.number().int().min(0),
  resetsAt: z.string(),
  resetsInMs: z.number().int().min(0),
});
export type SuperLikesResponse = z.infer<typeof SuperLikesResponseSchema>;

/** GET /api/dating/matches: current matches, newest first; `id` is the other person's id. */
export const MatchSchema = PersonCardSchema.extend({
  matchId: z.uuid(),
  matchedAt: z.string(),
});
export type Match = z.infer<typeof MatchSchema>;
export const MatchesResponseSchema = z.array(MatchSchema);

/** GET /api/dating/wants-to-meet: people who liked the caller and wait for an answer. */
export const WantsToMeetEntrySchema = PersonCardSchema.extend({
  superLike: z.boolean(),
  likedAt: z.string(),
});
export type WantsToMeetEntry = z.infer<typeof WantsToMeetEntrySchema>;
export const WantsToMeetResponseSchema = z.array(WantsToMeetEntrySchema);

export const DismissRequestRequestSchema = z.strictObject({
  requesterId: userIdField('requesterId'),
});
export type DismissRequestRequest = z.infer<typeof DismissRequestRequestSchema>;

export const DismissMatchRequestSchema = z.strictObject({
  matchedUserId: userIdField('matchedUserId'),
});
export type DismissMatchRequest = z.infer<typeof DismissMatchRequestSchema>;

export const REPORT_REASONS = [
  'fake_profile',
  'inappropriate_content',
  'harassment',
  'spam',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  inappropriate_content: 'Inappropriate photos or content',
  harassment: 'Harassment or bullying',
  spam: 'Spam or scam',
  underage: 'Looks under 18',
  other: 'Something else',
};

export const ReportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, `Reason must be one of: ${REPORT_REASONS.join(', ')}.`),
  details: text('Details', REPORTS.detailsMaxLength, 0).optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** GET /api/users/{userId}: another user's public profile (PRODUCT_RULES.md 7). */
export const PublicProfileSchema = PersonCardSchema.extend({
  gameWins: z.number().int(),
  matchedWithYou: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
