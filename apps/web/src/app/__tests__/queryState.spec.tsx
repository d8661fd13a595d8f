import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { deferredReply, mockFetch } from '../../testing/mockFetch';
import { useGetDismissedRemindersQuery } from '../../features/user-notifications/api';
import { shownQueryState } from '../queryState';
import { makeStore } from '../store';

afterEach(() => jest.restoreAllMocks());

const DISMISSED = '/dashboard/notifications/dismissed';

/** What each render of a query hook on a fresh store showed, until the answer the test sends has arrived. */
const rendersUntilAnswered = async (useQuery: () => { data?: unknown; isLoading: boolean }) => {
  const answer = deferredReply();
  mockFetch({ [DISMISSED]: answer.promise });
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const renders: Array<{ loading: boolean; answered: boolean }> = [];
  const { result } = renderHook(
    () => {
      const state = useQuery();
      renders.push({ loading: state.isLoading, answered: state.data !== undefined });
      return state;
    },
    { wrapper },
  );
  await waitFor(() => expect(store.getState().api?.queries).not.toEqual({}));
  answer.send({ status: 200, body: { status: 'success', dismissed: [] } });
  await waitFor(() => expect(result.current.data).toBeDefined());
  return renders;
};

describe('shownQueryState', () => {
  it('renders twice, loading from the first render and then answered, not again as the request goes out', async () => {
    const shown = await rendersUntilAnswered(() =>
      useGetDismissedRemindersQuery(undefined, { selectFromResult: shownQueryState }),
    );

    expect(shown).toEqual([
      { loading: true, answered: false },
      { loading: false, answered: true },
    ]);
  });

  it('saves the render the whole result spends on the request going out', async () => {
    const whole = await rendersUntilAnswered(() => useGetDismissedRemindersQuery());

    expect(whole).toEqual([
      { loading: true, answered: false },
      { loading: true, answered: false },
      { loading: false, answered: true },
    ]);
  });
});
