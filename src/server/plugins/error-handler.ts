import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-error';
import { describeValidationIssue } from './validation-message';

/** Framework errors a client can cause, in plain words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

const GONE_MEANWHILE = 'That is no longer available. Please refresh and try again.';

/**
 * One error handler: 4xx bodies are `{ message }` with a human sentence; 5xx hide every detail
 * and are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first
        ? describeValidationIssue(first, error.validationContext ?? 'body')
        : 'The request is not valid.';
      return reply.code(400).send({ message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply
        .code(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      // A row this request pointed at was deleted meanwhile (an account deleted mid-request).
      return reply.code(409).send({ message: GONE_MEANWHILE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'Bad request.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
