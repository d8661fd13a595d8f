import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { appointmentDatabaseSchema as schema } from '../app/database-schema';
import { PeopleRepository } from './people.repository';
import { type Person } from './people.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const at = (minute: number) => new Date(Date.UTC(2030, 4, 6, 10, minute));

describeEachEngine('PeopleRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: PeopleRepository;

  beforeAll(() => {
    sut = new PeopleRepository(db());
  });

  const card = (accountId: string, fullName: string, versionAt: Date): Person => ({
    accountId,
    role: 'user',
    fullName,
    profilePicture: null,
    versionAt,
  });

  it('keeps the newest version of a card, whatever order versions arrive in', async () => {
    const id = randomUUID();

    await sut.upsert([card(id, 'Ada Byron', at(1))]);
    await sut.upsert([{ ...card(id, 'Ada Lovelace', at(3)), profilePicture: 'ada.png' }]);
    await sut.upsert([card(id, 'Ada Byron again', at(2))]);
    await sut.upsert([card(id, 'Same instant', at(3))]);

    await expect(sut.find([id])).resolves.toEqual([
      { ...card(id, 'Ada Lovelace', at(3)), profilePicture: 'ada.png' },
    ]);
  });

  it('stores many cards in one statement and finds only those asked for', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await sut.upsert(ids.map((id, index) => card(id, `Person ${index}`, at(index))));

    const found = await sut.find([ids[0] as string, ids[2] as string, randomUUID()]);

    expect(found.map((person) => person.fullName).sort()).toEqual(['Person 0', 'Person 2']);
    await expect(sut.find([])).resolves.toEqual([]);
  });
});
