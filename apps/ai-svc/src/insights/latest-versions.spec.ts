import { LATEST_VERSIONS_MAX, LatestVersions } from './latest-versions';

describe('LatestVersions', () => {
  it('lets a newer version through, refuses an older one and a duplicate being computed', () => {
    const sut = new LatestVersions();
    expect(sut.claim('a', 2)).toBe(true);
    expect(sut.claim('a', 1)).toBe(false);
    expect(sut.claim('a', 2)).toBe(false);
    sut.release('a', 2);
    // Once computed, the database decides about a duplicate.
    expect(sut.claim('a', 2)).toBe(true);
    expect(sut.claim('a', 3)).toBe(true);
    expect(sut.claim('b', 1)).toBe(true);
  });

  it('forgets the account heard of longest ago beyond its bound', () => {
    const sut = new LatestVersions();
    for (let index = 0; index <= LATEST_VERSIONS_MAX; index += 1) {
      sut.claim(`account-${index}`, 5);
      sut.release(`account-${index}`, 5);
    }
    expect(sut.claim('account-0', 1)).toBe(true);
    expect(sut.claim(`account-${LATEST_VERSIONS_MAX}`, 1)).toBe(false);
  });
});
