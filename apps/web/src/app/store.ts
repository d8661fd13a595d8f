import { combineReducers, configureStore } from '@reduxjs/toolkit';

import { sessionReducer } from '../features/session/sessionSlice';

import { api } from './api';

const rootReducer = combineReducers({
  session: sessionReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
