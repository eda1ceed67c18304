import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { S3Storage, s3ClientFor } from './storage-s3';
import { LocalDiskStorage, storageFor } from './storage';

/** What the SDK hands to its HTTP handler, once serialized and signed. */
interface OutgoingRequest {
  method: string;
  hostname: string;
  port?: number;
  path: string;
  query?: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * An in-memory S3 behind the SDK's request-handler seam: the real client builds, signs and
 * serializes each command and parses each answer (errors included); only the network is
 * replaced. Objects are kept by `host + path`, so the key layout is part of what is checked.
 */
class MemoryS3Handler {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly requests: OutgoingRequest[] = [];

  async handle(request: OutgoingRequest) {
    this.requests.push(request);
    const id = `${request.hostname}${decodeURIComponent(request.path)}`;
    const header = (name: string) =>
      Object.entries(request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
    if (request.method === 'PUT') {
      this.objects.set(id, {
        body: await bodyBytes(request.body),
        contentType: header('content-type') ?? 'binary/octet-stream',
      });
      return answer(200, { etag: '"stub"' });
    }
    if (request.method === 'GET') {
      const object = this.objects.get(id);
      if (!object) {
        return answer(
          404,
          { 'content-type': 'application/xml' },
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
            '<Message>The specified key does not exist.</Message></Error>',
        );
      }
      return answer(
        200,
        { 'content-type': object.contentType, 'content-length': String(object.body.length) },
        object.body,
      );
    }
    if (request.method === 'DELETE') {
      this.objects.delete(id);
      return answer(204, {});
    }
    return answer(405, {});
  }
}

function answer(statusCode: number, headers: Record<string, string>, body: string | Buffer = '') {
  return { response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) } };
}

async function bodyBytes(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string' || body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' };

function s3Storage(settings: { endpoint?: string; forcePathStyle?: boolean; region?: string }) {
  const handler = new MemoryS3Handler();
  const client = s3ClientFor(
    {
      kind: 's3',
      bucket: 'petmatch-photos',
      region: settings.region ?? 'us-east-1',
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      credentials,
    },
    { requestHandler: handler as never, maxAttempts: 1 },
  );
  return { storage: new S3Storage(client, 'petmatch-photos'), handler };
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('S3Storage (AWS SDK with an in-memory request handler)', () => {
  it('stores, reads back and deletes an object with its content type', async () => {
    const { storage, handler } = s3Storage({});
    await storage.put('photos/abc.webp', png, 'image/webp');
    const stored = await storage.get('photos/abc.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.body.equals(png)).toBe(true);

    await storage.delete('photos/abc.webp');
    expect(await storage.get('photos/abc.webp')).toBeNull();
    expect(handler.objects.size).toBe(0);
  });

  it('addresses AWS S3 virtual-hosted style: the bucket in the host, the key as the path', async () => {
    const { storage, handler } = s3Storage({ region: 'eu-west-1' });
    await storage.put('photos/abc-thumb.webp', png, 'image/webp');
    const [put] = handler.requests;
    expect(put).toMatchObject({
      method: 'PUT',
      hostname: 'petmatch-photos.s3.eu-west-1.amazonaws.com',
      path: '/photos/abc-thumb.webp',
    });
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['content-length']).toBe(String(png.length));
    // Signed with SigV4 for the configured key and region.
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
  });

  it('addresses an S3-compatible endpoint path style when S3_FORCE_PATH_STYLE is on', async () => {
    const { storage, handler } = s3Storage({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
    });
    await storage.put('photos/xyz.jpg', png, 'image/jpeg');
    expect(handler.requests[0]).toMatchObject({
      method: 'PUT',
      hostname: 'minio.internal',
      port: 9000,
      path: '/petmatch-photos/photos/xyz.jpg',
    });
    expect((await storage.get('photos/xyz.jpg'))?.contentType).toBe('image/jpeg');
    expect(handler.requests[1]).toMatchObject({
      method: 'GET',
      path: '/petmatch-photos/photos/xyz.jpg',
    });
  });

  it('answers null for a missing object (NoSuchKey) and ignores deleting one', async () => {
    const { storage } = s3Storage({});
    expect(await storage.get('photos/missing.webp')).toBeNull();
    await expect(storage.delete('photos/missing.webp')).resolves.toBeUndefined();
  });

  it('passes other S3 errors on instead of hiding them', async () => {
    const { storage, handler } = s3Storage({});
    handler.handle = async () =>
      answer(
        403,
        { 'content-type': 'application/xml' },
        '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
    await expect(storage.get('photos/abc.webp')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('refuses keys the server would never generate, before any request', async () => {
    const { storage, handler } = s3Storage({});
    await expect(storage.put('../etc/passwd', png, 'image/png')).rejects.toThrow(/Invalid/);
    await expect(storage.get('photos/../../x')).rejects.toThrow(/Invalid/);
    expect(handler.requests).toEqual([]);
  });
});

describe('storageFor (STORAGE, S3_* configuration)', () => {
  it('uses local disk by default and S3 when STORAGE=s3', async () => {
    expect(await storageFor(loadConfig({}))).toBeInstanceOf(LocalDiskStorage);
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'photos',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://example-account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'auto',
      endpoint: 'https://example-account.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(await storageFor(config)).toBeInstanceOf(S3Storage);
  });

  it('stops start-up with a readable message when the S3 settings are incomplete', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE/);
  });
});
