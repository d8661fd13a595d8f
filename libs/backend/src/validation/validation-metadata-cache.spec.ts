import { getMetadataStorage, IsInt, IsString, type MetadataStorage, validate } from 'class-validator';

import { memoizeValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsString()
  name!: string;
}

class Child extends Base {
  @IsInt()
  age!: number;
}

const propertiesOf = (storage: MetadataStorage, target: new () => object): string[] =>
  storage
    .getTargetValidationMetadatas(target, '', false, false)
    .map((metadata) => metadata.propertyName)
    .sort();

describe('memoizeValidationMetadata', () => {
  const storage = getMetadataStorage();
  const unmemoized = propertiesOf(storage, Child);
  const lookup = jest.spyOn(storage, 'getTargetValidationMetadatas');

  beforeAll(() => {
    memoizeValidationMetadata();
    memoizeValidationMetadata();
  });

  beforeEach(() => lookup.mockClear());

  it('answers as class-validator does, inherited rules included, and asks it once per class', () => {
    expect(unmemoized).toEqual(['age', 'name']);
    expect(propertiesOf(storage, Child)).toEqual(unmemoized);
    expect(propertiesOf(storage, Child)).toEqual(unmemoized);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('forgets its answers when a rule is registered, so a late rule is never missed', () => {
    class Late {}
    expect(propertiesOf(storage, Late)).toEqual([]);
    IsString()(Late.prototype, 'extra');
    expect(propertiesOf(storage, Late)).toEqual(['extra']);
  });

  it('leaves validation results unchanged', async () => {
    const invalid = await validate(Object.assign(new Child(), { name: 7, age: 'x' }));
    expect(invalid.map((error) => error.property).sort()).toEqual(['age', 'name']);
    expect(await validate(Object.assign(new Child(), { name: 'Ada', age: 36 }))).toEqual([]);
  });
});
