import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().min(1).default('petmatch:'),
  SEED_DEMO: flag.optional(),
  CLIENT_DIST: z.string().min(1).default('./dist/client'),
  TRUST_PROXY: flag.default(false),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).optional(),
  API_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  MESSAGE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** Where uploaded photos live (src/server/domain/storage.ts, storage-s3.ts). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service (MinIO, R2, ...); unset for AWS S3 itself. */
      endpoint?: string;
      /** Both or neither; neither uses the SDK's default credential chain (IAM role, AWS_*). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share a Redis. */
  redisPrefix: string;
  /** undefined: seed when the embedded database is new. */
  seedDemo?: boolean;
  clientDist: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Overrides of the per-IP limits (login and registration per window; API calls per minute). */
  authLimitPerIp?: number;
  apiLimitPerMinute?: number;
  /** Override of the messages one user may send a minute (`RATE_LIMITS.messageSend`). */
  messageLimitPerMinute?: number;
  logLevel: string;
  storage: StorageConfig;
}

/** Reads the environment once; an invalid value stops start-up with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    seedDemo: e.SEED_DEMO,
    clientDist: path.resolve(e.CLIENT_DIST),
    trustProxy: e.TRUST_PROXY,
    authLimitPerIp: e.AUTH_LIMIT_PER_IP,
    apiLimitPerMinute: e.API_LIMIT_PER_MINUTE,
    messageLimitPerMinute: e.MESSAGE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    storage: storageConfig(e),
  };
}

function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: S3_BUCKET is required when STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
