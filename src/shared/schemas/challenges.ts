import { z } from 'zod';

export const ChallengeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  progress: z.number().int(),
  requirement: z.object({ count: z.number().int() }),
  completed: z.boolean(),
  reward: z.number().int(),
});
export const ChallengeListSchema = z.array(ChallengeSchema);
export type Challenge = z.infer<typeof ChallengeSchema>;
