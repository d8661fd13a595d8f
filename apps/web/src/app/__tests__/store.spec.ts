import { type Middleware, type UnknownAction } from 'redux';

import type * as StoreModule from '../store';

// A fresh store module per test: jest.setup.ts preloads every route, which adds RTK Query's `api` to the shared one.
const freshStoreModule = async () => {
  let storeModule: typeof StoreModule | undefined;
  await jest.isolateModulesAsync(async () => {
    storeModule = await import('../store');
  });
  if (!storeModule) throw new Error('the store module did not load');
  return storeModule;
};

// Stands in for RTK Query's slice: counts `count/add` actions.
const countingSlice = {
  reducerPath: 'api' as const,
  reducer: (state = 0, action: UnknownAction) => (action.type === 'count/add' ? state + 1 : state),
};

describe('store', () => {
  it('gives a store made before a lazy slice was added that slice and its middleware', async () => {
    const { addLazySlice, makeStore } = await freshStoreModule();
    const store = makeStore();
    const seen: string[] = [];
    const middleware: Middleware = () => (next) => (action) => {
      seen.push((action as UnknownAction).type);
      return next(action);
    };

    addLazySlice({ ...countingSlice, middleware });
    store.dispatch({ type: 'count/add' });

    expect(store.getState().api).toBe(1);
    expect(seen).toEqual(['count/add']);
  });

  it('sets a lazy middleware up once per store, however many actions pass', async () => {
    const { addLazySlice, makeStore } = await freshStoreModule();
    const setUps: unknown[] = [];
    const middleware: Middleware = (storeApi) => {
      setUps.push(storeApi);
      return (next) => (action) => next(action);
    };
    addLazySlice({ ...countingSlice, middleware });
    const first = makeStore();
    const second = makeStore();

    for (const store of [first, second, first, second]) store.dispatch({ type: 'count/add' });

    expect(setUps).toHaveLength(2);
    expect(first.getState().api).toBe(2);
  });

  it('runs thunks and keeps the session it starts with', async () => {
    const { makeStore } = await freshStoreModule();
    const store = makeStore({ session: { loggedIn: false, profile: null, darkTheme: true, currRole: '' } });

    const answer = store.dispatch((_dispatch, getState) => getState().session.darkTheme);

    expect(answer).toBe(true);
  });
});
