import type { ObjectStorageConfig } from '../../ads/ports';
import { ConfigError, urlValue, value, type Env } from './readers';

export type { ObjectStorageConfig };

/** S3_BUCKET turns object storage on; its companions are checked together, so half a configuration stops start-up. */
export function objectStorageConfig(env: Env): ObjectStorageConfig | null {
  const bucket = value(env, 'S3_BUCKET');
  const endpoint = urlValue(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const publicUrl = urlValue(env, 'S3_PUBLIC_URL', ['http:', 'https:']);
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_REGION'] as const
    ).find((key) => value(env, key) !== null);
    if (stray) throw new ConfigError('S3_BUCKET', `is required when ${stray} is set (which bucket holds the images?)`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET', `is not a valid bucket name ("${bucket}")`);
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError(
      accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'must be set together with its partner (or both left out for the SDK’s credential chain)',
    );
  }
  return {
    endpoint,
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? null,
  };
}
