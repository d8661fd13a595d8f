// `npm run bench`, second part: the read path and the login in both run modes at their default configuration
// (log level included), each beside what it cannot beat, measured in alternating rounds of the same run: a
// profile read beside the database's own point select of the same jsonb row by key (PGlite in process for
// embedded, node-postgres over a pool of the services' size for distributed), a login beside a bare scrypt hash
// of the same parameters; and a bare node:http server answering the same JSON.

import { ApiClient, logIn, signUp } from '@vitalsync/testing';

import {
  type PointSelect,
  pglitePointSelect,
  postgresPointSelect,
  scryptPerSecond,
  SERVICE_POOL_SIZE,
} from './bare-baselines';
import { measureBareServer } from './bare-server';
import { inDistributed, inEmbedded } from './bench-systems';
import {
  type Beside,
  CONNECTIONS,
  DURATION_S,
  ROUNDS,
  baselineRow,
  measureBeside,
  ratio,
  ratioLine,
  rowsTable,
} from './bench-kit';

interface ModeResult {
  profile: Beside;
  login: Beside;
  profileJson: string;
}

const measureMode = async (
  mode: string,
  baseUrl: string,
  pids: Array<number | undefined>,
  openPointSelect: (row: unknown) => Promise<PointSelect>,
): Promise<ModeResult> => {
  const client = new ApiClient(baseUrl);
  const account = await signUp(client, 'user');
  const login = await logIn(client, account);
  if (login.status !== 200 || !client.cookie) throw new Error(`login failed: ${login.status} ${login.raw}`);
  const read = await client.get('/api/dashboard/profile');
  if (read.status !== 200) throw new Error(`profile read failed: ${read.status} ${read.raw}`);
  const pointSelect = await openPointSelect(read.body);
  try {
    const profile = await measureBeside(
      `${mode}: GET /api/dashboard/profile`,
      { url: `${baseUrl}/api/dashboard/profile`, headers: { cookie: client.cookie } },
      pids,
      (seconds) => pointSelect.perSecond(seconds),
    );
    const loginRow = await measureBeside(
      `${mode}: POST /api/authenticate/login`,
      {
        url: `${baseUrl}/api/authenticate/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ role: account.role, email: account.email, password: account.password }),
      },
      pids,
      scryptPerSecond,
    );
    return { profile, login: loginRow, profileJson: read.raw };
  } finally {
    await pointSelect.close();
  }
};

const embedded = (): Promise<ModeResult> =>
  inEmbedded(({ baseUrl, pids }) => measureMode('embedded', baseUrl, pids, pglitePointSelect));

const distributed = (): Promise<ModeResult> =>
  inDistributed(({ baseUrl, pids }, databaseUrls) =>
    measureMode('distributed', baseUrl, pids, (row) => postgresPointSelect(databaseUrls.ai, row)),
  );

const main = async (): Promise<void> => {
  console.log(
    `Read path and login at the default configuration, ${CONNECTIONS} connections or concurrent callers, ` +
      `${ROUNDS} rounds of ${DURATION_S / ROUNDS} s alternating with their baseline; the round with the median ratio`,
  );
  const embeddedResult = await embedded();
  const distributedResult = await distributed();
  const bareRow = await measureBareServer('bare node:http, same JSON', embeddedResult.profileJson);
  const pglite = baselineRow(
    'bare PGlite point select, jsonb row by key (in process)',
    embeddedResult.profile.baselinePerSecond,
  );
  const postgres = baselineRow(
    `bare node-postgres point select, jsonb row by key (pool of ${SERVICE_POOL_SIZE})`,
    distributedResult.profile.baselinePerSecond,
  );
  const rows = [
    bareRow,
    embeddedResult.profile.row,
    pglite,
    distributedResult.profile.row,
    postgres,
    embeddedResult.login.row,
    baselineRow(
      'bare scrypt hash, N=2^15 r=8 p=3 (beside the embedded login)',
      embeddedResult.login.baselinePerSecond,
    ),
    distributedResult.login.row,
    baselineRow(
      'bare scrypt hash, N=2^15 r=8 p=3 (beside the distributed login)',
      distributedResult.login.baselinePerSecond,
    ),
  ];
  console.log(rowsTable(rows, bareRow));
  console.log('\nRatios (median of the rounds):');
  console.log(ratioLine('embedded profile read / bare PGlite point select', embeddedResult.profile));
  console.log(
    ratioLine('distributed profile read / bare node-postgres point select', distributedResult.profile),
  );
  console.log(ratioLine('embedded login / bare scrypt hash', embeddedResult.login));
  console.log(ratioLine('distributed login / bare scrypt hash', distributedResult.login));
  console.log(
    `- embedded profile read / bare node:http: ${ratio(embeddedResult.profile.row.requestsPerSecond, bareRow.requestsPerSecond)}`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
