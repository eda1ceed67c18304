import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertStorageKey, type Storage, type StoredObject } from './storage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Uploaded files in an S3-compatible bucket (STORAGE=s3): AWS S3, or MinIO, Cloudflare R2,
 * Backblaze B2 and the like through S3_ENDPOINT. The object key is the storage key itself
 * (`photos/<id>.webp`); the content type is the object's Content-Type. Every instance of a
 * deployment reads and writes the same bucket, so any instance can serve any photo.
 *
 * Tested through the SDK's real middleware stack with an in-memory request handler
 * (storage-s3.test.ts), not against a real S3 service.
 */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!result.Body) return null;
      const bytes = await result.Body.transformToByteArray();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: result.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      // S3 answers 204 for a missing key; some compatible services answer 404 instead.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The S3 client for the configured bucket; `extra` lets tests put in a request handler. */
export function s3ClientFor(settings: S3Settings, extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Several S3-compatible services reject the SDK's default CRC32 checksum headers; AWS S3
    // itself keeps the default.
    ...(settings.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...extra,
  });
}
