import { z } from 'zod';

/** Every 4xx/5xx body: one human sentence. */
export const ErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

export const IdParamsSchema = z.strictObject({ id: z.uuid('That id is not valid.') });
export const UserIdParamsSchema = z.strictObject({ userId: z.uuid('That user id is not valid.') });

export const OkSchema = z.object({ ok: z.literal(true) });

/** Text a person typed: trimmed; control characters other than newline and tab refused. */
export function text(label: string, max: number, min = 1) {
  return (
    z
      .string(`${label} must be text.`)
      .trim()
      .min(
        min,
        min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`,
      )
      .max(max, `${label} must be at most ${max} characters.`)
      // eslint-disable-next-line no-control-regex -- refusing control characters is the point
      .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), {
        message: `${label} contains characters that are not allowed.`,
      })
  );
}

export const IsoDateSchema = z.string();

/**
 * A request that must not be done twice (a purchase, an adoption, a care action, a message) may
 * carry a key of the app's making (RFC draft "Idempotency-Key"): sent again with the same key,
 * after an answer lost on the way, it is answered as the first was.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{16,100}$/,
      'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.',
    )
    .optional(),
});
