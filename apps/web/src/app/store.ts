import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';

import { sessionSlice } from '../features/session/sessionSlice';

import { type api } from './api';

/**
 * The session is there from the start; RTK Query's `api` slice is injected by `./api` when a chunk that uses it
 * (the dashboards) loads, so its code stays out of the first download.
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

// One instance for every store: it applies each added middleware to each store separately.
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
