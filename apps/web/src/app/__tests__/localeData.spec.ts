import { loadLocaleData } from '../localeData';

describe('loadLocaleData', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds a date formatter, which loads the locale data every later formatter shares', () => {
    const build = jest.spyOn(Intl, 'DateTimeFormat');
    loadLocaleData();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
