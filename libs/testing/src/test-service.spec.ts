import { Inject, Injectable } from '@nestjs/common';

import { newTestService } from './test-service';

const CLOCK = Symbol('clock');
const SETTINGS = Symbol('settings');

class Store {
  get size(): number {
    throw new Error('a getter of the real class ran on a fake');
  }

  read(id: string): Promise<string | undefined> {
    return Promise.resolve(id);
  }
}

class AuditedStore extends Store {
  write(id: string, value: string): Promise<void> {
    return Promise.resolve(void `${id}${value}`);
  }
}

class Mailer {
  send(to: string): Promise<boolean> {
    return Promise.resolve(to.length > 0);
  }
}

interface Settings {
  greeting: string;
}

@Injectable()
class Greeter {
  constructor(
    private readonly store: AuditedStore,
    private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: () => Date,
  ) {}

  async greet(id: string): Promise<string> {
    const name = (await this.store.read(id)) ?? 'stranger';
    await this.store.write(id, this.clock().toISOString());
    await this.mailer.send(name);
    return `Hello ${name}`;
  }
}

@Injectable()
class Courier {
  constructor(private readonly mailer: Mailer) {}

  deliver(to: string): Promise<boolean> {
    return this.mailer.send(to);
  }
}

@Injectable()
class Announcer {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  announce(): string {
    return this.settings.greeting;
  }
}

const NOW = new Date('2030-06-01T12:00:00.000Z');

describe('newTestService', () => {
  it('fakes every method of each class dependency, inherited ones too, and leaves getters out', () => {
    const { mocks } = newTestService(Greeter, [undefined, undefined, () => NOW]);
    const [store, mailer] = mocks;

    expect(Object.keys(store).sort()).toStrictEqual(['read', 'write']);
    expect(jest.isMockFunction(store.read)).toBe(true);
    expect(jest.isMockFunction(mailer.send)).toBe(true);
  });

  it('builds the subject with the fakes, in constructor order, and the plain value as given', async () => {
    const { sut, mocks } = newTestService(Greeter, [undefined, undefined, () => NOW]);
    const [store, mailer, clock] = mocks;
    store.read.mockResolvedValue('Ada');

    await expect(sut.greet('a1')).resolves.toBe('Hello Ada');
    expect(store.write).toHaveBeenCalledWith('a1', NOW.toISOString());
    expect(mailer.send).toHaveBeenCalledWith('Ada');
    expect(clock()).toBe(NOW);
  });

  it("merges a spec's own methods over the automatic fake, keeping its mocks and recording its functions", async () => {
    const read = jest.fn(async () => 'Grace');
    const { sut, mocks } = newTestService(Greeter, [{ read }, { send: async () => false }, () => NOW]);
    const [store, mailer] = mocks;

    await sut.greet('g1');

    expect(store.read).toBe(read);
    expect(read).toHaveBeenCalledWith('g1');
    expect(jest.isMockFunction(store.write)).toBe(true);
    expect(mailer.send).toHaveBeenCalledWith('Grace');
    await expect(mailer.send.mock.results[0]?.value).resolves.toBe(false);
  });

  it('needs no dependencies for a class whose dependencies are all classes', async () => {
    const { sut, mocks } = newTestService(Courier);
    mocks[0].send.mockResolvedValue(true);

    await expect(sut.deliver('ada@example.com')).resolves.toBe(true);
  });

  it('passes a class instance as it is rather than copying it', () => {
    const mailer = new Mailer();
    const { mocks } = newTestService(Courier, [mailer]);

    expect(mocks[0]).toBe(mailer);
  });

  it('takes a fake for a dependency typed by an interface', () => {
    const { sut } = newTestService(Announcer, [{ greeting: 'Welcome' }]);

    expect(sut.announce()).toBe('Welcome');
  });

  it('refuses to guess a dependency that has no class, naming the parameter', () => {
    expect(() => newTestService(Announcer)).toThrow(
      'Announcer: constructor parameter 0 has no class to fake (an interface, a function or a value): pass it.',
    );
  });

  it('makes a spec pass the plain values a class takes', () => {
    // @ts-expect-error the clock is a function: there is nothing to fake it from.
    expect(() => newTestService(Greeter)).toThrow('Greeter: constructor parameter 2 has no class to fake');
  });
});
