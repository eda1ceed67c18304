import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { serializerCompiler } from './response-serializer';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const Person = z.object({ id: z.uuid(), name: z.string(), nickname: z.string().nullable() });
  const schema = { response: { 200: z.array(Person) } };
  const id = '0b1e4c4e-52f3-4d7c-9a63-1f0f1b8a2c11';
  app.get('/people', { schema }, async () => [
    { id, name: 'Ana', nickname: null, email: 'ana@example.com', coins: 40 },
  ]);
  app.get('/broken', { schema }, async () => [{ id: 'not-an-id', name: 'Ana', nickname: null }]);
  await app.ready();
});
afterAll(() => app.close());

describe('responses are checked against their schema', () => {
  it('writes only the fields the schema names', async () => {
    const res = await app.inject({ method: 'GET', url: '/people' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: '0b1e4c4e-52f3-4d7c-9a63-1f0f1b8a2c11', name: 'Ana', nickname: null },
    ]);
    expect(res.body).not.toMatch(/email|coins/);
  });

  it('answers 500 with a plain message when a handler returns what the schema forbids', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
