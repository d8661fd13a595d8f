import {
  applyMiddleware,
  combineReducers,
  compose,
  type Dispatch,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';

import { sessionReducer, type SessionState } from '../features/session/sessionSlice';

import { type api } from './api';

/*
 * The store every page starts with is plain Redux (issue 6, web weight): Redux Toolkit's `configureStore` and
 * `createSlice` live in one module with everything RTK Query uses (immer among it), which the bundler cannot split,
 * so importing them put ~10 kB gzipped into the first download of every page. RTK Query still holds all server
 * state; it joins the store from `./api`, in the chunk of the pages that use it, through `addLazySlice`.
 * (`legacy_createStore` is Redux's `createStore` without the notice that recommends `configureStore`.)
 */

export interface RootState {
  session: SessionState;
  /** RTK Query's cache: there once a chunk that queries the API has loaded. */
  api?: ReturnType<typeof api.reducer>;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction> & Dispatch<UnknownAction>;

interface LazySlice {
  reducerPath: Exclude<keyof RootState, 'session'>;
  reducer: Reducer;
  middleware: Middleware;
}

const reducers: Partial<Record<keyof RootState, Reducer>> = { session: sessionReducer };
let combinedReducer: Reducer = combineReducers(reducers);
const lazyMiddleware: Middleware[] = [];

// Every store reads the current reducer set, so one that exists when a slice is added gets it on its next action.
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combinedReducer(state, action) as RootState;

/** Applies the middleware added by `addLazySlice`, each once per store (RTK Query's keeps state per store). */
const lateMiddleware: Middleware = (storeApi) => (next) => {
  const applied: Array<ReturnType<Middleware>> = [];
  let dispatch = next;
  return (action) => {
    if (applied.length < lazyMiddleware.length) {
      applied.push(...lazyMiddleware.slice(applied.length).map((middleware) => middleware(storeApi)));
      dispatch = compose<typeof next>(...applied)(next);
    }
    return dispatch(action);
  };
};

/** Adds a slice and its middleware to every store, made or to be made (RTK Query's `api`, when its chunk loads). */
export const addLazySlice = ({ reducerPath, reducer, middleware }: LazySlice) => {
  if (reducers[reducerPath]) return;
  reducers[reducerPath] = reducer;
  combinedReducer = combineReducers(reducers);
  lazyMiddleware.push(middleware);
};

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createStore(rootReducer, preloadedState, applyMiddleware<AppDispatch, RootState>(thunk, lateMiddleware));

export type AppStore = ReturnType<typeof makeStore>;
