/**
 * A value built the first time it is asked for. Meant for Intl formatters kept at a module's top level: the first
 * formatter a page builds loads the browser's locale and time-zone data (25 to 50 ms measured in Chromium on the
 * development machine, docs/performance.md "Pages on a phone"), which every page importing the module would
 * otherwise pay while it starts, whether or not it shows a date.
 */
export const onFirstUse = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
};
