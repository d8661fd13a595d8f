import { Text, UrlOf } from './env-rules';

/** Where uploaded files go: S3/MinIO when S3_ENDPOINT is set, else files under DATA_DIR. */
export class StorageConfig {
  @UrlOf(['http', 'https'])
  readonly S3_ENDPOINT?: string;

  @Text()
  readonly S3_BUCKET: string = 'vitalsync';

  @Text({ secret: true, requiredWith: 'S3_ENDPOINT' })
  readonly S3_ACCESS_KEY?: string;

  @Text({ secret: true, requiredWith: 'S3_ENDPOINT' })
  readonly S3_SECRET_KEY?: string;

  @Text()
  readonly S3_REGION: string = 'us-east-1';
}
