import type { ObjectStorageConfig } from '../../ads/ports';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

export type { ObjectStorageConfig };

/** S3_BUCKET turns object storage on; its companions are checked together, so half a configuration stops start-up. */
export function objectStorageConfig(vars: EnvVars): ObjectStorageConfig | null {
  const bucket = vars.S3_BUCKET ?? null;
  const endpoint = vars.S3_ENDPOINT ?? null;
  const publicUrl = vars.S3_PUBLIC_URL ?? null;
  const accessKeyId = vars.S3_ACCESS_KEY_ID ?? null;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY ?? null;
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_REGION'] as const
    ).find((key) => vars[key] !== undefined);
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
    region: vars.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? null,
  };
}
