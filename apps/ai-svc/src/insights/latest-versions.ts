/** Accounts remembered at most; the one heard of longest ago goes first. */
export const LATEST_VERSIONS_MAX = 10_000;

/**
 * The highest profile version this replica has heard of per account, and the versions being computed now: an
 * event older than one already heard of, or a duplicate of one being computed, is not worth a model call. The
 * database decides in the end (InsightsRepository.saveIfNewer); this only saves work.
 */
export class LatestVersions {
  private readonly latest = new Map<string, number>();
  private readonly computing = new Set<string>();

  /** Claims the version for computing; false when it is stale or already being computed here. */
  claim(accountId: string, version: number): boolean {
    const key = `${accountId}:${version}`;
    const known = this.latest.get(accountId) ?? 0;
    if (version < known || this.computing.has(key)) return false;
    this.latest.delete(accountId);
    this.latest.set(accountId, version);
    if (this.latest.size > LATEST_VERSIONS_MAX) {
      const oldest = this.latest.keys().next();
      if (!oldest.done) this.latest.delete(oldest.value);
    }
    this.computing.add(key);
    return true;
  }

  release(accountId: string, version: number): void {
    this.computing.delete(`${accountId}:${version}`);
  }
}
