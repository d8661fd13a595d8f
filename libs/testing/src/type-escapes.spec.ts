import { malformed, standIn } from './type-escapes';

interface Reply {
  status: number;
  header(name: string, value: string): Reply;
  request: { url: string; method: string };
}

describe('standIn', () => {
  it('is the members it was given, nested ones included, and nothing else', () => {
    const header = jest.fn();
    const reply = standIn<Reply>({ header, request: { url: '/api' } });

    reply.header('x-test', '1');

    expect(header).toHaveBeenCalledWith('x-test', '1');
    expect(reply.request.url).toBe('/api');
    expect(Object.keys(reply)).toStrictEqual(['header', 'request']);
  });

  it('refuses a member its type does not have', () => {
    // @ts-expect-error `headers` is not a member of Reply: a stand-in only names real members.
    expect(standIn<Reply>({ headers: {} })).toStrictEqual({ headers: {} });
  });
});

describe('malformed', () => {
  it('hands the value on unchanged, whatever its type claims', () => {
    const height = malformed<number>('171');

    expect(height).toBe('171');
  });
});
