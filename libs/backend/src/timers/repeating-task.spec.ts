import { type Repeat, RepeatingTask } from './repeating-task';

class Counter extends RepeatingTask {
  runs = 0;

  constructor(repeat: Repeat) {
    super(repeat, 250);
  }

  protected tick(): void {
    this.runs += 1;
  }
}

const setUp = () => {
  let task: (() => void) | undefined;
  const stop = jest.fn();
  const repeat = jest.fn<ReturnType<Repeat>, Parameters<Repeat>>((scheduled) => {
    task = scheduled;
    return stop;
  });
  return { sut: new Counter(repeat), repeat, stop, fire: () => task?.() };
};

describe('RepeatingTask', () => {
  it('schedules its tick at its interval on start and runs it on every firing', () => {
    const { sut, repeat, fire } = setUp();
    sut.onApplicationBootstrap();
    expect(repeat).toHaveBeenCalledWith(expect.any(Function), 250);
    fire();
    fire();
    expect(sut.runs).toBe(2);
  });

  it('stops its timer once on shutdown, and a second shutdown is harmless', () => {
    const { sut, stop } = setUp();
    sut.onApplicationBootstrap();
    sut.onApplicationShutdown();
    sut.onApplicationShutdown();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing on shutdown when it never started', () => {
    const { sut, stop } = setUp();
    sut.onApplicationShutdown();
    expect(stop).not.toHaveBeenCalled();
  });
});
