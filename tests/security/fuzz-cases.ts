/**
 * The cases of the fuzz suite (fuzz.test.ts): a request to one route of the live route table,
 * generated from the world's valid bodies and ids with one part (body, path parameters, query
 * string or headers) made hostile, and how a case is sent.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestUser } from '../../src/server/test/helpers';
import { fillPath, type ApiRoute } from './api-routes';
import { badJson, deep, junk, key, NASTY_STRINGS, NUMBERS, pollution, scalar } from './fuzz-values';
import type { World } from './world';

// ---------------------------------------------------------------------------------------------
// Valid seeds, mutated one field at a time

/** The valid body a route is fuzzed from; undefined for a route that takes none. */
export function validSeed(w: World, route: ApiRoute): Record<string, unknown> | undefined {
  const seeds: Record<string, Record<string, unknown>> = {
    'POST /api/auth/register': {},
    'PUT /api/user/preferences': {
      ageRange: [20, 40],
      distance: 50,
      petPreference: 'any',
      showOnlyActivePets: true,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
    },
    'PATCH /api/user/profile': { gender: 'Male' },
    'PUT /api/user/profile': { bio: 'hi', location: 'Austin, Texas', age: 30 },
    'POST /api/pets': { name: 'Ember', type: 'dragon', variant: 'fire' },
    'POST /api/pets/adopt': { type: 'cat', variant: 'orange', name: 'Kit' },
    'POST /api/pets/:id/action': {
      action: 'play',
      gameResult: { won: true, moves: 10, timeElapsed: 30 },
    },
    'POST /api/pets/:id/customize': { name: 'Renamed' },
    'POST /api/dating/swipe': { direction: 'right', swipedId: w.dave.user.id },
    'POST /api/dating/dismiss-request': { requesterId: w.carol.user.id },
    'POST /api/dating/dismiss-match': { matchedUserId: w.erin.user.id },
    'POST /api/users/:userId/report': { reason: 'spam', details: 'x' },
    'POST /api/messages/send': { receiverId: w.erin.user.id, content: 'hello' },
    'POST /api/messages/typing': { receiverId: w.erin.user.id, typing: true },
    'PUT /api/messages/:messageId/heart': { hearted: true },
    'PUT /api/profile/images/main': { imageId: w.aliceImageId },
    'POST /api/shop/purchase': { itemId: 'food-kibble' },
    'POST /api/user/items/:itemId/equip': { petId: w.alicePetId },
  };
  return seeds[route.key];
}

const mutatedSeed = (w: World, route: ApiRoute) => {
  const seed = validSeed(w, route) ?? {};
  const fields = Object.keys(seed);
  return fc
    .record({
      field: fields.length ? fc.constantFrom(...fields) : fc.constant('x'),
      extra: fc.boolean(),
      extraKey: key,
      value: junk,
    })
    .map(({ field, extra, extraKey, value }) => ({
      json: extra ? { ...seed, [extraKey]: value } : { ...seed, [field]: value },
    }));
};

// ---------------------------------------------------------------------------------------------
// Cases

export interface Case {
  route: ApiRoute;
  method: string;
  caller: 'alice' | 'bob' | 'carol' | 'erin' | 'none' | 'garbage';
  params: Record<string, string>;
  query: [string, string][];
  body: { json: unknown } | { raw: string } | undefined;
  contentType: string;
  extraHeaders: Record<string, string>;
}

/** Signed-in routes that end the caller's own session (or account) are fuzzed with throwaway tokens only. */
export const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/auth/delete-account']);
/** Routes where a well-formed body costs an argon2 hash: random bodies only, fewer cases. */
export const EXPENSIVE = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/change-password',
]);

function knownIds(w: World): string[] {
  return [
    w.alice.user.id,
    w.bob.user.id,
    w.erin.user.id,
    w.alicePetId,
    w.bobPetId,
    w.aliceImageId,
    w.bobImageId,
    w.aliceNotificationId,
    w.bobNotificationId,
    w.aliceFood,
    w.bobAccessory,
  ];
}

const paramValue = (w: World) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownIds(w)) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s !== '')) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );

const queryArb = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom('page', 'limit', '__proto__', 'constructor', 'userId'), key),
    fc.oneof(
      fc.integer().map(String),
      fc.constantFrom(...NUMBERS.map(String)),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(...NASTY_STRINGS),
    ),
  ),
  { maxLength: 4 },
);

const callerArb = (route: ApiRoute) =>
  SESSION_ENDING.has(route.key)
    ? fc.constantFrom<Case['caller']>('none', 'garbage')
    : fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom<Case['caller']>('alice', 'bob', 'carol', 'erin') },
        { weight: 1, arbitrary: fc.constantFrom<Case['caller']>('none', 'garbage') },
      );

const contentTypeArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/xml',
      'image/png',
    ),
  },
);

const headersArb = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'x-request-id', 'accept', 'origin', 'cookie', 'range'),
  fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...NASTY_STRINGS)),
  { maxKeys: 2 },
);

export function caseArb(
  w: World,
  pick: ApiRoute[],
  focus: 'params' | 'query' | 'body' | 'headers',
): fc.Arbitrary<Case> {
  return fc.constantFrom(...pick).chain((route) => {
    const bodyArb = EXPENSIVE.has(route.key)
      ? fc.oneof(
          junk.map((json) => ({ json })),
          pollution,
          badJson,
          fc.dictionary(key, scalar).map((json) => ({ json })),
        )
      : fc.oneof(
          { weight: 4, arbitrary: mutatedSeed(w, route) },
          { weight: 3, arbitrary: junk.map((json) => ({ json })) },
          { weight: 1, arbitrary: pollution },
          { weight: 1, arbitrary: badJson },
          { weight: 1, arbitrary: deep },
        );
    const seedOnly = fc.constant(
      validSeed(w, route) === undefined ? undefined : { json: validSeed(w, route) },
    );
    return fc.record({
      route: fc.constant(route),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(route.method) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        },
      ),
      caller: callerArb(route),
      params: fc.record(
        Object.fromEntries(
          route.params.map((p) => [
            p,
            focus === 'params' ? paramValue(w) : fc.constantFrom(...knownIds(w)),
          ]),
        ),
      ) as fc.Arbitrary<Record<string, string>>,
      query: focus === 'query' ? queryArb : fc.constant([]),
      body: route.method === 'GET' ? fc.constant(undefined) : focus === 'body' ? bodyArb : seedOnly,
      contentType: focus === 'headers' ? contentTypeArb : fc.constant('application/json'),
      extraHeaders: focus === 'headers' ? headersArb : fc.constant({}),
    });
  });
}

function tokenOf(w: World, caller: Case['caller']): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'garbage') return 'garbage-token-that-is-long-enough-0000000000';
  const users: Record<string, TestUser> = {
    alice: w.alice,
    bob: w.bob,
    carol: w.carol,
    erin: w.erin,
  };
  return users[caller]?.token;
}

/** Sends the case to the app as its caller. */
export async function sendCase(t: TestApp, w: World, c: Case): Promise<LightMyRequestResponse> {
  let url = fillPath(c.route.path, c.params);
  if (c.query.length) url += `?${new URLSearchParams(c.query).toString()}`;
  const token = tokenOf(w, c.caller);
  const headers: Record<string, string> = { ...c.extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (c.body !== undefined && c.method !== 'GET' && c.method !== 'OPTIONS') {
    payload = 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
    headers['content-type'] = c.contentType;
  }
  return t.app.inject({ method: c.method as 'GET', url, headers, payload });
}
