import { type Profile, type Role } from '@vitalsync/contracts';
import { doctorProfile, newTestService, patientProfile } from '@vitalsync/testing';

import { PeopleDirectory, UNKNOWN_NAME } from './people.directory';
import { type Person } from './people.schema';

const NOW = new Date('2030-06-03T08:00:00.000Z');
const card = (accountId: string, fullName: string): Person => ({
  accountId,
  role: 'user',
  fullName,
  profilePicture: null,
  versionAt: new Date('2030-06-01T00:00:00.000Z'),
});

const setup = (stored: Person[]) => {
  const people = {
    find: jest.fn(async () => stored),
    upsert: jest.fn(async (_cards: Person[]) => undefined),
  };
  const profiles = { getMany: jest.fn(async (_ids: string[], _role: Role): Promise<Profile[]> => []) };
  const { sut } = newTestService(PeopleDirectory, [people, profiles, () => NOW]);
  return { sut, people, profiles };
};

describe('PeopleDirectory.namesOf', () => {
  it('answers from the read model alone when it knows everyone, in one query', async () => {
    const { sut, people, profiles } = setup([card('a', 'Ada'), card('b', 'Bob')]);

    const names = await sut.namesOf([
      { id: 'a', role: 'user' },
      { id: 'b', role: 'user' },
      { id: 'a', role: 'user' },
    ]);

    expect(names).toEqual(
      new Map([
        ['a', 'Ada'],
        ['b', 'Bob'],
      ]),
    );
    expect(people.find).toHaveBeenCalledTimes(1);
    expect(people.find).toHaveBeenCalledWith(['a', 'b']);
    expect(profiles.getMany).not.toHaveBeenCalled();
  });

  it('asks auth-svc once per role for the accounts it misses, and remembers them as of the request', async () => {
    const grace = doctorProfile('Grace Hopper');
    const cy = patientProfile('Cy');
    const { sut, people, profiles } = setup([card('a', 'Ada')]);
    profiles.getMany.mockImplementation(async (_ids, role) => (role === 'doctor' ? [grace] : [cy]));

    const names = await sut.namesOf([
      { id: 'a', role: 'user' },
      { id: grace._id, role: 'doctor' },
      { id: cy._id, role: 'user' },
      { id: 'gone', role: 'user' },
    ]);

    expect(names).toEqual(
      new Map([
        ['a', 'Ada'],
        [grace._id, 'Grace Hopper'],
        [cy._id, 'Cy'],
        ['gone', UNKNOWN_NAME],
      ]),
    );
    expect(profiles.getMany).toHaveBeenCalledTimes(2);
    expect(profiles.getMany).toHaveBeenCalledWith([grace._id], 'doctor');
    expect(profiles.getMany).toHaveBeenCalledWith([cy._id, 'gone'], 'user');
    expect(people.upsert).toHaveBeenCalledTimes(1);
    expect(people.upsert.mock.calls[0]?.[0]).toHaveLength(2);
    expect(people.upsert.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([
        { accountId: cy._id, role: 'user', fullName: 'Cy', profilePicture: null, versionAt: NOW },
        {
          accountId: grace._id,
          role: 'doctor',
          fullName: 'Grace Hopper',
          profilePicture: 'grace.png',
          versionAt: NOW,
        },
      ]),
    );
  });

  it('answers with what it has when auth-svc cannot be asked', async () => {
    const { sut, profiles } = setup([card('a', 'Ada')]);
    profiles.getMany.mockRejectedValue({ code: 'unavailable', message: 'down' });

    await expect(
      sut.namesOf([
        { id: 'a', role: 'user' },
        { id: 'b', role: 'doctor' },
      ]),
    ).resolves.toEqual(
      new Map([
        ['a', 'Ada'],
        ['b', UNKNOWN_NAME],
      ]),
    );
  });
});
