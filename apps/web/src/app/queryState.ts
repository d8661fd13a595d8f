/**
 * What a page shows of a query that is not skipped: its answer, its failure, and whether it is loading or
 * fetching. Passed as `selectFromResult`, it keeps the page from rendering again for the request's own steps: a
 * query with nothing cached shows as loading from its first render, then goes pending with the same figures, and on
 * a phone that was one more render of the whole page (docs/performance.md "Fewer renders as a dashboard arrives").
 * `refetch` comes with the hook's result regardless.
 *
 * A `selectFromResult` of its own replaces the one by which RTK Query shows a query not yet started as loading, so
 * this does the same: without it the first render would show neither the answer nor the skeleton.
 */
export const shownQueryState = <Data, Failure>({
  data,
  error,
  isUninitialized,
  isLoading,
  isFetching,
}: {
  data?: Data;
  error?: Failure;
  isUninitialized: boolean;
  isLoading: boolean;
  isFetching: boolean;
}) => ({
  data,
  error,
  isLoading: isUninitialized ? data === undefined : isLoading,
  isFetching: isUninitialized || isFetching,
});
