/**
 * Shared pieces of the security and reliability suites (docs/security.md): the live route table,
 * a whole-database snapshot, fast test users, a world of users that own things, and a JSON walker.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCOUNT, DEFAULT_PREFERENCES } from '../../src/shared/constants';
import { PERSONALITY_BY_TYPE, VARIANTS_BY_TYPE, type PetType } from '../../src/shared/catalog/pets';
import { parseLocationLabel } from '../../src/shared/catalog/us-locations';
import type { RegisterRequest } from '../../src/shared/schemas/auth';
import type { User } from '../../src/shared/schemas/user';
import type { Database } from '../../src/server/db/client';
import {
  matches,
  messages,
  notifications,
  pets,
  preferences,
  profileImages,
  sessions,
  users,
} from '../../src/server/db/schema';
import { creditCoins } from '../../src/server/domain/ledger';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { newSessionToken } from '../../src/server/plugins/auth';
import {
  authedInject,
  newRegistration,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../src/server/test/helpers';

// ---------------------------------------------------------------------------------------------
// The route table

export interface ApiRoute {
  method: string;
  /** Fastify's path, e.g. /api/pets/:id/action */
  path: string;
  /** Path parameter names, in order. */
  params: string[];
  /** `${method} ${path}`, the key of every table in these suites. */
  key: string;
}

/**
 * Every /api route the running app serves, read from its router (printRoutes), so a route that
 * lands later is in every generated matrix without anyone editing these suites. HEAD (Fastify's
 * automatic twin of GET) and the swagger-ui files under /api/docs are left out.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const stack: string[] = [];
  const out: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*)$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const node = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(m[2] ?? '');
    const segment = node?.[1] ?? '';
    const full = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + segment;
    stack[depth] = full;
    stack.length = depth + 1;
    const methods = node?.[2]?.split(', ') ?? [];
    if (!full.startsWith('/api/') || full.startsWith('/api/docs')) continue;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const params = [...full.matchAll(/:(\w+)/g)].map((p) => p[1] as string);
      out.push({ method, path: full, params, key: `${method} ${full}` });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

interface OpenApiOperation {
  requestBody?: unknown;
  parameters?: { in: string; name: string; schema?: unknown }[];
}

/** The route's OpenAPI operation (generated from its zod schemas), if it is documented. */
export function operationOf(app: FastifyInstance, route: ApiRoute): OpenApiOperation | undefined {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  return doc.paths?.[path]?.[route.method.toLowerCase()];
}

export function takesJsonBody(app: FastifyInstance, route: ApiRoute): boolean {
  return operationOf(app, route)?.requestBody !== undefined;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    // Lone surrogates cannot be percent-encoded: a client's UTF-8 encoder replaces them.
    return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  });
}

// ---------------------------------------------------------------------------------------------
// Database snapshot

/** Every table of the app (sessions included: a refused request must not sign anyone in). */
export async function appTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return (result.rows as { name: string }[]).map((r) => r.name);
}

export type Snapshot = Record<string, string>;

/** Row count and an md5 over every row of every table, in one round trip. */
export async function snapshot(database: Database, tables?: string[]): Promise<Snapshot> {
  const names = tables ?? (await appTables(database));
  const query = names
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, ` +
        `coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as h from "${name}" x`,
    )
    .join(' union all ');
  const result = await database.db.execute(sql.raw(query));
  return Object.fromEntries(
    (result.rows as { t: string; n: number; h: string }[]).map((r) => [r.t, `${r.n} rows ${r.h}`]),
  );
}

/** Tables whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

/** Tables in which some row's text contains `needle` (an injected id, a planted date...). */
export async function tablesContaining(database: Database, needle: string): Promise<string[]> {
  const names = await appTables(database);
  const parts = names.map(
    (name) =>
      sql`select ${sql.raw(`'${name}'`)} as t from ${sql.identifier(name)} x where x::text like ${`%${needle}%`}`,
  );
  const result = await database.db.execute(
    sql`select distinct t from (${sql.join(parts, sql` union all `)}) found`,
  );
  return (result.rows as { t: string }[]).map((r) => r.t);
}

// ---------------------------------------------------------------------------------------------
// Users

const PASSWORD = 'secret-pass';
let passwordHash: Promise<string> | undefined;

export interface QuickUserOptions extends Partial<RegisterRequest> {
  /** Coins on top of the welcome bonus (recorded in the ledger). */
  extraCoins?: number;
  /** An active pet of this type, inserted directly; null or absent for none. */
  pet?: PetType | null;
  /** Pet stats to start from. */
  petStats?: Partial<typeof pets.$inferInsert>;
}

/**
 * A user as registration makes one (user row, preferences, welcome bonus in the ledger, a live
 * session) written straight to the database: no argon2 per user, so races can use a fresh
 * user per repetition. The password is 'secret-pass' (one shared hash per test process).
 */
export async function quickUser(t: TestApp, o: QuickUserOptions = {}): Promise<TestUser> {
  const { extraCoins, pet, petStats, ...overrides } = o;
  const reg = newRegistration(overrides);
  const place = parseLocationLabel(reg.location);
  if (!place) throw new Error(`unknown location ${reg.location}`);
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const now = t.clock.now();
  const { token, tokenHash } = newSessionToken();
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: reg.email,
        username: reg.username,
        passwordHash: hash,
        displayName: reg.displayName,
        age: reg.age,
        gender: reg.gender,
        sexualPreference: reg.sexualPreference,
        stateCode: place.state.code,
        city: place.city.name,
        lat: place.city.lat,
        lng: place.city.lng,
        createdAt: now,
        lastPetActionAt: pet ? now : null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('quickUser insert returned nothing');
    await tx.insert(preferences).values({
      userId: row.id,
      ageMin: DEFAULT_PREFERENCES.ageRange[0],
      ageMax: DEFAULT_PREFERENCES.ageRange[1],
      distance: DEFAULT_PREFERENCES.distance,
      petPreference: DEFAULT_PREFERENCES.petPreference,
      showOnlyActivePets: DEFAULT_PREFERENCES.showOnlyActivePets,
      enableSuperLikes: DEFAULT_PREFERENCES.enableSuperLikes,
      genderPreference: DEFAULT_PREFERENCES.genderPreference,
      sexualPreferenceFilter: DEFAULT_PREFERENCES.sexualPreferenceFilter,
      stateCode: place.state.code,
      city: place.city.name,
      updatedAt: now,
    });
    await creditCoins(tx, row.id, ACCOUNT.welcomeBonus, 'Welcome bonus', now);
    if (extraCoins) await creditCoins(tx, row.id, extraCoins, 'Test top-up', now);
    await tx.insert(sessions).values({
      userId: row.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT.sessionDays * 86_400_000),
    });
    if (pet) {
      await tx.insert(pets).values({
        userId: row.id,
        name: `${pet} pal`,
        type: pet,
        variant: VARIANTS_BY_TYPE[pet][0] ?? 'fire',
        personality: PERSONALITY_BY_TYPE[pet],
        health: 90,
        hunger: 80,
        happiness: 85,
        energy: 70,
        isActive: true,
        statsAt: now,
        createdAt: now,
        ...petStats,
      });
    }
  });
  const me = await authedInject(t.app, token, 'GET', '/api/user/profile');
  if (me.statusCode !== 200) throw new Error(`quickUser profile: ${me.statusCode} ${me.body}`);
  return {
    token,
    user: me.json() as User,
    email: reg.email,
    password: PASSWORD,
    inject: (method, url, body) => authedInject(t.app, token, method, url, body),
  } as TestUser & { email: string; password: string };
}

export async function activePetId(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.isActive, true)));
  if (!row) throw new Error('no active pet');
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Images and multipart

let tiny: Promise<Buffer> | undefined;
/** A small real PNG (the upload pipeline decodes and re-encodes it). */
export function tinyPng(): Promise<Buffer> {
  tiny ??= sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: 240, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
  return tiny;
}

export function multipartBody(
  data: Buffer,
  contentType = 'image/png',
  extraFields: Record<string, string> = {},
  field = 'image',
) {
  const boundary = `----petmatch${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(
  t: TestApp,
  user: { token: string },
  extraFields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = multipartBody(await tinyPng(), 'image/png', extraFields);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/images/upload',
    headers: { authorization: `Bearer ${user.token}`, ...form.headers },
    payload: form.payload,
  });
}

// ---------------------------------------------------------------------------------------------
// A world of people who own things

export interface World {
  /** The attacker in the authorization suites. */
  alice: TestUser;
  /** The victim: a pet, a photo, notifications, a match with carol, messages, items. */
  bob: TestUser;
  carol: TestUser;
  /** A bystander the relationship routes (block, report) may act on. */
  dave: TestUser;
  /** Alice's own match, so she has a conversation and notifications of her own. */
  erin: TestUser;
  alicePetId: string;
  bobPetId: string;
  aliceImageId: string;
  bobImageId: string;
  aliceNotificationId: string;
  bobNotificationId: string;
  bobMessageId: string;
  bobMatchId: string;
  /** Shop item ids each owns (and the other does not). */
  aliceFood: string;
  aliceAccessory: string;
  bobFood: string;
  bobAccessory: string;
}

async function ok(res: LightMyRequestResponse | Promise<LightMyRequestResponse>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`world setup: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown>;
}

async function match(a: TestUser, b: TestUser) {
  await ok(a.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: b.user.id }));
  const res = await ok(
    b.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: a.user.id }),
  );
  if (res.isMatch !== true) throw new Error('world setup: no match');
}

/** Alice and bob register through the API; the supporting cast is written directly. */
export async function buildWorld(t: TestApp): Promise<World> {
  const location = 'Austin, Texas';
  const alice = await registerUser(t.app, { location, displayName: 'Alice' });
  const bob = await registerUser(t.app, { location, displayName: 'Bob' });
  for (const u of [alice, bob]) {
    await ok(u.inject('POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' }));
  }
  const [carol, dave, erin] = await Promise.all([
    quickUser(t, { location, displayName: 'Carol', pet: 'cat' }),
    quickUser(t, { location, displayName: 'Dave', pet: 'dog' }),
    quickUser(t, { location, displayName: 'Erin', pet: 'cat' }),
  ]);
  await match(bob, carol);
  await match(alice, erin);
  const bobMessage = await ok(
    bob.inject('POST', '/api/messages/send', { receiverId: carol.user.id, content: 'Hi Carol' }),
  );
  await ok(carol.inject('POST', '/api/messages/send', { receiverId: bob.user.id, content: 'Hi!' }));
  await ok(erin.inject('POST', '/api/messages/send', { receiverId: alice.user.id, content: 'Yo' }));
  await ok(bob.inject('POST', '/api/shop/purchase', { itemId: 'food-berry-bowl' }));
  await ok(bob.inject('POST', '/api/shop/purchase', { itemId: 'accessory-sunglasses' }));
  await ok(alice.inject('POST', '/api/shop/purchase', { itemId: 'food-kibble' }));
  await ok(alice.inject('POST', '/api/shop/purchase', { itemId: 'accessory-bow' }));
  const bobImage = await uploadImage(t, bob);
  const aliceImage = await uploadImage(t, alice);
  if (bobImage.statusCode !== 200 || aliceImage.statusCode !== 200) {
    throw new Error(`world setup upload: ${bobImage.body} ${aliceImage.body}`);
  }
  const db = t.database.db;
  const notificationOf = async (userId: string) => {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    if (!row) throw new Error('world setup: no notification');
    return row.id;
  };
  const [bobMatch] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${bob.user.id} in (${matches.userA}, ${matches.userB})`);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.id, bobMessage.id as string));
  return {
    alice,
    bob,
    carol,
    dave,
    erin,
    alicePetId: await activePetId(t, alice.user.id),
    bobPetId: await activePetId(t, bob.user.id),
    aliceImageId: (aliceImage.json() as { id: string }).id,
    bobImageId: (bobImage.json() as { id: string }).id,
    aliceNotificationId: await notificationOf(alice.user.id),
    bobNotificationId: await notificationOf(bob.user.id),
    bobMessageId: message?.id ?? '',
    bobMatchId: bobMatch?.id ?? '',
    aliceFood: 'food-kibble',
    aliceAccessory: 'accessory-bow',
    bobFood: 'food-berry-bowl',
    bobAccessory: 'accessory-sunglasses',
  };
}

/** Every id of something bob owns: the fallback "another user's id" for a new kind of route. */
export function everyVictimId(w: World): string[] {
  return [
    w.bob.user.id,
    w.bobPetId,
    w.bobImageId,
    w.bobNotificationId,
    w.bobMessageId,
    w.bobMatchId,
  ];
}

export async function imageCount(t: TestApp, userId: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: profileImages.id })
    .from(profileImages)
    .where(eq(profileImages.userId, userId));
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// JSON walking

export interface JsonVisit {
  /** e.g. $.pets[0].name */
  path: string;
  key: string | null;
  value: unknown;
  parent: unknown;
}

export function walkJson(
  value: unknown,
  visit: (v: JsonVisit) => void,
  path = '$',
  key: string | null = null,
  parent: unknown = null,
) {
  visit({ path, key, value, parent });
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkJson(item, visit, `${path}[${i}]`, String(i), value));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walkJson(v, visit, `${path}.${k}`, k, value);
  }
}

export function jsonOf(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json') || res.body === '') return undefined;
  return JSON.parse(res.body);
}

export const uuid = () => randomUUID();
