import { busRequestFake, newTestService } from '@vitalsync/testing';

import { ProfilesClient } from './profiles.client';

describe('ProfilesClient.getMany', () => {
  const setup = () => {
    const bus = {
      request: busRequestFake(async (_pattern: string, { ids }: { ids: string[] }) =>
        ids.map((_id) => ({ _id })),
      ),
    };
    return { sut: newTestService(ProfilesClient, [bus]).sut, bus };
  };

  it('asks profiles.getMany once for up to 500 distinct ids', async () => {
    const { sut, bus } = setup();

    await expect(sut.getMany(['a', 'b', 'a'], 'user')).resolves.toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(bus.request).toHaveBeenCalledTimes(1);
    expect(bus.request).toHaveBeenCalledWith('profiles.getMany', { ids: ['a', 'b'], role: 'user' });
  });

  it('splits 1,201 ids into three requests', async () => {
    const { sut, bus } = setup();
    const ids = Array.from({ length: 1201 }, (_, index) => `id-${index}`);

    await expect(sut.getMany(ids, 'doctor')).resolves.toHaveLength(1201);
    expect(bus.request.mock.calls.map(([, query]) => query.ids.length)).toEqual([500, 500, 201]);
  });

  it('asks nothing for no ids', async () => {
    const { sut, bus } = setup();

    await expect(sut.getMany([], 'user')).resolves.toEqual([]);
    expect(bus.request).not.toHaveBeenCalled();
  });
});
