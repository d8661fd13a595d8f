import { mkdtemp, rm } from 'node:fs/promises';
import { type Server } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of s3rver's API used here (its README, "Programmatically running s3rver"); it ships no types. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Set by run(). */
  httpServer?: Server;
}

type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

export interface S3rverServer {
  /** `http://127.0.0.1:<port>`, as S3_ENDPOINT takes it. */
  endpoint: string;
  /** The only credentials s3rver accepts. */
  accessKey: string;
  secretKey: string;
  region: string;
  /** The S3_* settings of an app storing its files in `bucket` of this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * For tests (this library's and the API suites'): a real S3 HTTP API (s3rver) on a free port of the loopback,
 * keeping its objects in a fresh temporary folder that close() deletes. Start one per test file, so no file sees
 * another's objects. s3rver is a development dependency, loaded only when this runs: an app that bundles this
 * library never requires it.
 */
export const startS3rver = async (): Promise<S3rverServer> => {
  const S3rver = createRequire(__filename)('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'vitalsync-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
  return {
    endpoint,
    ...credentials,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: credentials.accessKey,
      S3_SECRET_KEY: credentials.secretKey,
      S3_REGION: credentials.region,
    }),
    close: async () => {
      // Clients keep connections alive; closing them lets the server stop now rather than at their timeout.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
