import { Readiness } from './readiness';

describe('Readiness', () => {
  let sut: Readiness;

  beforeEach(() => {
    sut = new Readiness({ checkTimeoutMs: 5 });
  });

  it('is not ready while the apps start, even with every part up', async () => {
    sut.register('bus', () => true);
    await expect(sut.report()).resolves.toEqual({
      ready: false,
      state: 'starting',
      checked: ['bus'],
      failing: [],
    });
  });

  it('is ready once serving with every part up', async () => {
    sut.register('bus', () => true);
    sut.register('database:auth', async () => true);
    sut.markServing();
    await expect(sut.report()).resolves.toEqual({
      ready: true,
      state: 'serving',
      checked: ['bus', 'database:auth'],
      failing: [],
    });
  });

  it('names each part that is down, answers false, throws or never answers', async () => {
    sut.register('bus', () => false);
    sut.register('database:auth', () => Promise.reject(new Error('connection refused')));
    sut.register('database:chat', () => new Promise<boolean>(() => undefined));
    sut.register('database:ai', () => true);
    sut.markServing();
    await expect(sut.report()).resolves.toEqual({
      ready: false,
      state: 'serving',
      checked: ['bus', 'database:auth', 'database:chat', 'database:ai'],
      failing: ['bus', 'database:auth', 'database:chat'],
    });
  });

  it('names a part registered by several apps once', async () => {
    sut.register('bus', () => false);
    sut.register('bus', () => false);
    sut.markServing();
    expect((await sut.report()).failing).toEqual(['bus']);
  });

  it('forgets a part whose app closed', async () => {
    const unregister = sut.register('bus', () => false);
    sut.markServing();
    unregister();
    await expect(sut.report()).resolves.toMatchObject({ ready: true, checked: [] });
  });

  it('stays unready once draining, whatever the parts say, and does not go back to serving', async () => {
    sut.register('bus', () => true);
    sut.markServing();
    sut.setDraining();
    sut.markServing();
    await expect(sut.report()).resolves.toEqual({
      ready: false,
      state: 'draining',
      checked: ['bus'],
      failing: [],
    });
  });
});
