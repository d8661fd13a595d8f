import 'reflect-metadata';

/** A class built by dependency injection: every constructor parameter is one dependency. */
export type InjectableClass = new (...dependencies: never[]) => object;

/** A dependency that is a value, not an object with methods: a clock, an id, a flag. */
type PlainValue =
  ((...args: never[]) => unknown) | string | number | boolean | bigint | symbol | null | undefined;

/** What a spec gets back for one dependency: the value it passed, or a fake whose methods are all `jest.fn()`. */
export type FakeOf<T> = T extends PlainValue ? T : jest.Mocked<T>;

export type FakesOf<Parameters extends readonly unknown[]> = {
  [K in keyof Parameters]: FakeOf<Parameters[K]>;
};

/**
 * What a spec may pass for one dependency: a plain value itself, or some of an object's methods (merged over the
 * automatic fake; `undefined` keeps the automatic fake whole).
 */
export type GivenDependency<T> = T extends PlainValue ? T : Partial<T> | undefined;

type GivenDependencies<Parameters extends readonly unknown[]> = {
  [K in keyof Parameters]: GivenDependency<Parameters[K]>;
};

type HasPlainValue<Parameters extends readonly unknown[]> = true extends {
  [K in keyof Parameters]: Parameters[K] extends PlainValue ? true : false;
}[number]
  ? true
  : false;

/** A plain value cannot be faked, so a class that takes one needs the list; otherwise it is optional. */
type DependenciesArgument<Parameters extends readonly unknown[]> =
  HasPlainValue<Parameters> extends true
    ? [dependencies: GivenDependencies<Parameters>]
    : [dependencies?: Partial<GivenDependencies<Parameters>>];

export interface TestService<Service extends InjectableClass> {
  /** The subject under test, built with `mocks`. */
  sut: InstanceType<Service>;
  /** Its dependencies, in constructor order. */
  mocks: FakesOf<ConstructorParameters<Service>>;
}

// What TypeScript erases to in decorator metadata: no class to read methods from.
const BUILT_INS: readonly unknown[] = [
  Object,
  Function,
  String,
  Number,
  Boolean,
  Symbol,
  BigInt,
  Array,
  Promise,
];

const methodNamesOf = (type: unknown): string[] | undefined => {
  if (typeof type !== 'function' || BUILT_INS.includes(type)) return undefined;
  const names = new Set<string>();
  for (let prototype = type.prototype; prototype && prototype !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      // Getters are left out: reading one would run the real class's code on a fake.
      if (
        name !== 'constructor' &&
        typeof Object.getOwnPropertyDescriptor(prototype, name)?.value === 'function'
      ) {
        names.add(name);
      }
    }
    prototype = Object.getPrototypeOf(prototype);
  }
  return [...names];
};

const isPartialFake = (given: unknown): given is Record<string, unknown> =>
  typeof given === 'object' && given !== null && Object.getPrototypeOf(given) === Object.prototype;

/** A spec's own function stays callable as given, and its calls are recorded like an automatic one's. */
const recorded = (value: unknown): unknown =>
  typeof value === 'function' && !jest.isMockFunction(value)
    ? jest.fn(value as (...args: unknown[]) => unknown)
    : value;

const dependencyOf = (service: InjectableClass, index: number, type: unknown, given: unknown): unknown => {
  // A function, a primitive or a class instance (a loaded config) is the dependency itself.
  if (given !== undefined && !isPartialFake(given)) return given;
  const methods = methodNamesOf(type);
  if (!methods && given === undefined) {
    throw new Error(
      `${service.name}: constructor parameter ${index} has no class to fake (an interface, a function or a value): pass it.`,
    );
  }
  const fake: Record<string, unknown> = Object.fromEntries((methods ?? []).map((name) => [name, jest.fn()]));
  for (const [name, value] of Object.entries(given ?? {})) fake[name] = recorded(value);
  return fake;
};

/**
 * Builds `Service` the way Nest would, with a typed fake for each constructor dependency (immich's newTestService
 * is the idea): a class dependency gets `jest.fn()` for every method of its class, read from the decorator metadata
 * Nest injects by, with the spec's own methods merged over; a value (the CLOCK, an id) is passed as it is.
 *
 * @example const { sut, mocks: [appointments, profiles] } = newTestService(BookingService, [{ create }, undefined, people, () => NOW]);
 */
export const newTestService = <Service extends InjectableClass>(
  Service: Service,
  ...[dependencies]: DependenciesArgument<ConstructorParameters<Service>>
): TestService<Service> => {
  const given: readonly unknown[] = dependencies ?? [];
  const types: readonly unknown[] = Reflect.getMetadata('design:paramtypes', Service) ?? [];
  const count = Math.max(Service.length, types.length, given.length);
  const fakes = Array.from({ length: count }, (_, index) =>
    dependencyOf(Service, index, types[index], given[index]),
  );
  // The one place fakes meet the real parameter types: each fake has every method of its class, which the type
  // system cannot follow through a list built at run time.
  const sut: InstanceType<Service> = Reflect.construct(Service, fakes);
  return { sut, mocks: fakes as FakesOf<ConstructorParameters<Service>> };
};
