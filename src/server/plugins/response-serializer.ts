import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Every response is checked against its route's zod schema and reduced to the fields the schema
 * names (the response allow-list, docs/security.md), then written as JSON.
 *
 * fastify-type-provider-zod's own serializer runs `z.safeEncode`, which exists for codecs; no
 * response schema here has one, and on a list of 200 conversations encode cost 0.45 ms where
 * `safeParse` (the same checks, the same stripping) costs 0.12 ms (bench/README.md). A codec
 * added to a response schema would need encode back.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType | { properties: ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  return (data) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
