/**
 * Values of raw SQL results as both drivers give them: node-postgres parses booleans and arrays,
 * PGlite answers some as text ('t'/'f', '{a,b}').
 */

export function pgBool(value: unknown): boolean {
  return value === true || value === 't';
}

/** A text[] or uuid[] value (elements without commas or quotes, as ids are). */
export function pgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '{}' || !value.startsWith('{')) return [];
  return value.slice(1, -1).split(',');
}
