import { countQueriesInFlight } from './pglite-in-flight';

describe('countQueriesInFlight', () => {
  const setUp = () => {
    let inFlight = 0;
    const gauge = { inc: () => (inFlight += 1), dec: () => (inFlight -= 1) };
    const settle: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
    const pending = (): Promise<string> =>
      new Promise<string>((resolve, reject) => settle.push({ resolve, reject }));
    const client = {
      query: jest.fn((_text: string) => pending()),
      transaction: jest.fn((_work: () => Promise<void>) => pending()),
      size: 3,
    };
    return { sut: countQueriesInFlight(client, gauge), client, settle, inFlight: () => inFlight };
  };

  it('counts a query or transaction from its call until it settles, failed ones too', async () => {
    const { sut, settle, inFlight } = setUp();
    const query = sut.query('select 1');
    const transaction = sut.transaction(async () => undefined);
    expect(inFlight()).toBe(2);

    settle[0]?.resolve('rows');
    await expect(query).resolves.toBe('rows');
    expect(inFlight()).toBe(1);

    settle[1]?.reject(new Error('deadlock'));
    await expect(transaction).rejects.toThrow('deadlock');
    expect(inFlight()).toBe(0);
  });

  it('passes the arguments through and leaves the client’s other members reachable', async () => {
    const { sut, client, settle } = setUp();
    const query = sut.query('select $1');
    settle[0]?.resolve('ok');
    await query;
    expect(client.query).toHaveBeenCalledWith('select $1');
    expect(sut.size).toBe(3);
  });
});
