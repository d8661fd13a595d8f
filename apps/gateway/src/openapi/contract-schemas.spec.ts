import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { CONTRACT_SCHEMAS } from './contract-schemas';
import { referencedSchemaNames } from './json-schema';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../../..');

describe('the committed contract schemas', () => {
  it('match the contract types as they are now (run node tools/scripts/openapi-schemas.mjs when not)', async () => {
    const check = run(process.execPath, ['tools/scripts/openapi-schemas.mjs', '--check'], { cwd: ROOT });
    await expect(check).resolves.toMatchObject({ stderr: '' });
  }, 60_000);

  it('refer only to one another', () => {
    const names = new Set(Object.keys(CONTRACT_SCHEMAS));
    expect([...referencedSchemaNames(CONTRACT_SCHEMAS)].filter((name) => !names.has(name))).toEqual([]);
  });

  it('describe a response type property by property, unknown properties refused', () => {
    expect(CONTRACT_SCHEMAS.SignupResponse).toEqual({
      type: 'object',
      properties: { status: { type: 'string', const: 'success' }, message: { type: 'string' } },
      required: ['status', 'message'],
      additionalProperties: false,
      description: 'POST /api/authenticate/signup/:role success.',
    });
  });
});
