/**
 * PostgreSQL's SQLSTATE of a failed query, whichever driver threw it (node-postgres sets `code`;
 * drizzle wraps the driver's error as `cause`).
 */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
