import { type AppStore } from '../app/store';

/** Whether the store holds a fulfilled answer of `endpointName`, for tests that wait on an answer nothing shows. */
export const queryAnswered = (store: AppStore, endpointName: string): boolean =>
  Object.values(store.getState().api?.queries ?? {}).some(
    (query) => query?.endpointName === endpointName && query.status === 'fulfilled',
  );
