import { serviceShutdownSteps } from './service-shutdown';

describe('serviceShutdownSteps', () => {
  it('goes unready first, closes the app (bus drain, handlers, database) next and the ops server last', async () => {
    const order: string[] = [];
    const steps = serviceShutdownSteps({
      ops: {
        setDraining: () => void order.push('unready'),
        close: async () => void order.push('ops closed'),
      },
      app: { close: async () => void order.push('app closed') },
    });

    for (const step of steps) await step.run();

    expect(order).toEqual(['unready', 'app closed', 'ops closed']);
    expect(steps.map((step) => step.name)).toEqual([
      'mark the service unready',
      'drain the bus, finish the handlers in flight, close the database',
      'close the ops server',
    ]);
  });
});
