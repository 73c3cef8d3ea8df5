import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ByteLimit, feedLimit } from '../byte-limit';
import { assertFileKey, assertPutOptions } from '../file-key';
import type { FileStorage, PutFileOptions, StoredFile, StoredFileBody } from '../file-storage';
import { FileTooLargeError } from '../file-storage-errors';
import { s3CheckError } from './s3-problem';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible servers (MinIO, Ceph, R2...); unset: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, a pod's web identity, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * How an upload is cut: S3's smallest part, two in flight. An upload holds at most
 * (queueSize + 1) × partBytes in memory (about 15 MiB), whatever the file's size.
 */
export interface S3UploadShape {
  partBytes: number;
  queueSize: number;
}
export const S3_UPLOAD_SHAPE: S3UploadShape = { partBytes: 5 * 1024 * 1024, queueSize: 2 };

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Objects in an S3-compatible bucket: what several replicas of the gateway and worlds share. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly uploadShape: S3UploadShape = S3_UPLOAD_SHAPE,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default adds CRC32 checksums, and aws-chunked framing to streamed bodies, which
      // many S3-compatible servers do not understand (s3rver stores the framing as content).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A blackholed endpoint fails the connection test in seconds rather than never; downloads
      // stream to browsers over held sockets, so more of them than the SDK's 50.
      requestHandler: { connectionTimeout: 5_000, httpAgent: { keepAlive: true, maxSockets: 200 }, httpsAgent: { keepAlive: true, maxSockets: 200 } },
    });
  }

  async put(key: string, body: Readable, options: PutFileOptions): Promise<StoredFile> {
    assertPutOptions(key, options);
    const limit = new ByteLimit(options.maxBytes);
    const letGo = feedLimit(body, limit);
    // A file smaller than one part goes in one PutObject; a larger one in parts, aborted (its
    // parts deleted) by Upload itself when the body fails, e.g. at the limit.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: limit, ContentType: options.contentType },
      partSize: this.uploadShape.partBytes,
      queueSize: this.uploadShape.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { size: limit.bytes, contentType: options.contentType };
    } catch (error) {
      // Upload throws the abort's error instead when aborting fails: the limit still decides.
      if (limit.exceeded) throw new FileTooLargeError(options.maxBytes, { cause: error });
      throw error;
    } finally {
      letGo();
    }
  }

  async get(key: string): Promise<StoredFileBody | null> {
    assertFileKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return { body: object.Body, size: object.ContentLength ?? 0, contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      // A HEAD answer has no body, so a missing bucket looks the same: check() tells them apart.
      if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertFileKey(key);
    // S3 answers 204 whether or not the object was there.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async check(): Promise<void> {
    const Bucket = this.settings.bucket;
    const Key = `simbiz-storage-check/${randomUUID()}`;
    try {
      await this.client.send(new PutObjectCommand({ Bucket, Key, Body: 'ok', ContentType: 'text/plain' }));
      await this.client.send(new HeadObjectCommand({ Bucket, Key }));
      await this.client.send(new DeleteObjectCommand({ Bucket, Key }));
    } catch (error) {
      throw s3CheckError(error, Bucket, this.settings.endpoint ?? `AWS (${this.settings.region})`);
    }
  }

  /** Closes the client's idle connections (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
