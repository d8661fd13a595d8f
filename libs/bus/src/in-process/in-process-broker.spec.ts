import { type BrokerReply, type BrokerSubscriber, InProcessBroker } from './in-process-broker';

/** A subscriber that answers every request with its own name and remembers the events it saw. */
const namedSubscriber = (name: string) => {
  const events: string[] = [];
  const subscriber: BrokerSubscriber = {
    onRequest: (_subject, raw, reply) => reply(`${name}:${raw}`),
    onEvent: (_subject, raw) => events.push(raw),
  };
  return { subscriber, events };
};

const requestOnce = (broker: InProcessBroker, subject: string, raw: string): Promise<BrokerReply> =>
  new Promise((resolve) => broker.request(subject, raw, resolve));

/** Lets queued deliveries (microtasks) run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('InProcessBroker', () => {
  let sut: InProcessBroker;

  beforeEach(() => {
    sut = new InProcessBroker();
  });

  it('answers "no responders" for a subject nobody subscribes to', async () => {
    await expect(requestOnce(sut, 'nobody.home', '{}')).resolves.toEqual({ kind: 'no-responders' });
  });

  it('sends each request to one subscriber, taking turns like a NATS queue group', async () => {
    sut.subscribe('profiles.get', namedSubscriber('a').subscriber);
    sut.subscribe('profiles.get', namedSubscriber('b').subscriber);

    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await requestOnce(sut, 'profiles.get', `${i}`));

    expect(replies).toEqual([
      { kind: 'reply', raw: 'a:0' },
      { kind: 'reply', raw: 'b:1' },
      { kind: 'reply', raw: 'a:2' },
      { kind: 'reply', raw: 'b:3' },
    ]);
  });

  it('delivers an event to every subscriber of its subject and to nobody else', async () => {
    const first = namedSubscriber('a');
    const second = namedSubscriber('b');
    const other = namedSubscriber('c');
    sut.subscribe('profile.updated', first.subscriber);
    sut.subscribe('profile.updated', second.subscriber);
    sut.subscribe('chat.message.created', other.subscriber);

    sut.publish('profile.updated', '{"id":1}');
    await settle();

    expect(first.events).toEqual(['{"id":1}']);
    expect(second.events).toEqual(['{"id":1}']);
    expect(other.events).toEqual([]);
  });

  it('delivers asynchronously, never on the caller’s stack', async () => {
    const listener = namedSubscriber('a');
    sut.subscribe('profile.updated', listener.subscriber);

    sut.publish('profile.updated', 'e');
    expect(listener.events).toEqual([]);

    await settle();
    expect(listener.events).toEqual(['e']);
  });

  it('stops routing to a subscriber once it unsubscribes', async () => {
    const unsubscribe = sut.subscribe('profiles.get', namedSubscriber('a').subscriber);
    sut.subscribe('profiles.get', namedSubscriber('b').subscriber);

    unsubscribe();

    await expect(requestOnce(sut, 'profiles.get', 'x')).resolves.toEqual({ kind: 'reply', raw: 'b:x' });
    await expect(requestOnce(sut, 'profiles.get', 'y')).resolves.toEqual({ kind: 'reply', raw: 'b:y' });
  });

  it('drops replies that arrive after the caller let go', async () => {
    let replyLater: (raw: string) => void = () => undefined;
    sut.subscribe('slow.op', {
      onRequest: (_subject, _raw, reply) => {
        replyLater = reply;
      },
      onEvent: () => undefined,
    });
    const replies: BrokerReply[] = [];

    const letGo = sut.request('slow.op', '{}', (reply) => replies.push(reply));
    await settle();
    letGo();
    replyLater('too late');

    expect(replies).toEqual([]);
  });

  it('forgets every subscription on reset', async () => {
    sut.subscribe('profiles.get', namedSubscriber('a').subscriber);

    sut.reset();

    await expect(requestOnce(sut, 'profiles.get', '{}')).resolves.toEqual({ kind: 'no-responders' });
  });

  it('shares one broker across the process', () => {
    expect(InProcessBroker.shared()).toBe(InProcessBroker.shared());
  });
});
