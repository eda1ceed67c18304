/** Turns one zod issue (as fastify-type-provider-zod reports it) into a sentence a person can read. */
export interface ValidationIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'address',
  headers: 'headers',
};

export function describeValidationIssue(issue: ValidationIssueLike, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const field = path || PART_NAMES[context] || context;
  const raw = issue.message ?? '';
  // Our schemas carry their own sentences (they end with a full stop); keep those as they are.
  if (/\.$/.test(raw) && !raw.startsWith('Invalid input')) return raw;
  if (issue.keyword === 'invalid_type' && !path)
    return `The ${field} is missing or is not a JSON object.`;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(raw))
    return `${field} is required.`;
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params?.keys as string[] | undefined) ?? [];
    return `Unexpected field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`;
  }
  if (issue.keyword === 'invalid_type') {
    const expected = String(issue.params?.expected ?? 'another type');
    return `${field} must be ${expected === 'object' ? 'an object' : `a ${expected}`}.`;
  }
  if (issue.keyword === 'too_small' || issue.keyword === 'too_big') {
    const limit = issue.params?.minimum ?? issue.params?.maximum;
    const origin = issue.params?.origin;
    const bound = issue.keyword === 'too_small' ? 'at least' : 'at most';
    if (origin === 'string') return `${field} must be ${bound} ${String(limit)} characters.`;
    if (origin === 'array') return `${field} must have ${bound} ${String(limit)} entries.`;
    return `${field} must be ${bound} ${String(limit)}.`;
  }
  if (issue.keyword === 'invalid_value') {
    const values = (issue.params?.values as unknown[] | undefined)?.map(String) ?? [];
    return values.length
      ? `${field} must be one of: ${values.join(', ')}.`
      : `${field} is not valid.`;
  }
  if (issue.keyword === 'invalid_format') return `${field} is not in a valid format.`;
  return `${field} is not valid${raw ? `: ${raw.charAt(0).toLowerCase()}${raw.slice(1)}` : ''}.`;
}
