// A chat relay load measured beside the bare Socket.IO relay in alternating rounds (as bench-kit's measureBeside
// does for HTTP), and the table of the results.
import { ROUNDS, medianRatioRound, rate, ratio, rssMb } from './bench-kit';
import { type BareRelay } from './chat-bare-relay';
import { type RelayLoad, type RelayRound } from './chat-relay-load';

export interface RelayRow {
  target: string;
  round: RelayRound;
  /** Refusals of every round of the target, by message. */
  refusals: Map<string, number>;
  rssMb: number[];
}

/** A target's row and the bare relay's row of the round with the median ratio of their rates. */
export interface RelayBeside {
  row: RelayRow;
  bare: RelayRow;
  ratio: number;
}

export interface RelayPace {
  /** Messages sent and not yet received by the other participant, at every moment. */
  inFlight: number;
  /** Messages over all rounds. */
  messages: number;
}

const refusalsOf = (rounds: RelayRound[]): Map<string, number> => {
  const all = new Map<string, number>();
  for (const round of rounds)
    for (const [message, count] of round.refusals) all.set(message, (all.get(message) ?? 0) + count);
  return all;
};

/** ROUNDS rounds of the target then the bare relay, so a machine whose load changes weighs on both alike. */
export const relayBeside = async (
  target: string,
  load: RelayLoad,
  bare: BareRelay,
  pids: Array<number | undefined>,
  { inFlight, messages }: RelayPace,
): Promise<RelayBeside> => {
  const rounds: Array<{ system: RelayRound; baseline: RelayRound; ratio: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const system = await load.round(messages / ROUNDS, inFlight);
    const baseline = await bare.load.round(messages / ROUNDS, inFlight);
    rounds.push({ system, baseline, ratio: system.perSecond / baseline.perSecond });
  }
  const chosen = medianRatioRound(rounds);
  return {
    row: {
      target,
      round: chosen.system,
      refusals: refusalsOf(rounds.map((r) => r.system)),
      rssMb: pids.map(rssMb),
    },
    bare: {
      target: `bare Socket.IO relay, ${inFlight} in flight`,
      round: chosen.baseline,
      refusals: refusalsOf(rounds.map((r) => r.baseline)),
      rssMb: [rssMb(bare.pid)],
    },
    ratio: chosen.ratio,
  };
};

const ms = (value: number): string => value.toFixed(1);

const errorsOf = (refusals: Map<string, number>): string => {
  const total = [...refusals.values()].reduce((sum, count) => sum + count, 0);
  const which = [...refusals].map(([message, count]) => `${message}: ${count}`).join(', ');
  return total === 0 ? '0' : `${total} (${which})`;
};

const line = ({ target, round, refusals, rssMb: rss }: RelayRow, bare: RelayRound): string =>
  `| ${target} | ${round.messages} | ${rate(round.perSecond)} | ${ms(round.p50)} | ${ms(round.p99)} | ` +
  `${ratio(round.perSecond, bare.perSecond)} | ${ratio(round.p50, bare.p50)} | ${errorsOf(refusals)} | ` +
  `${rss.join(' + ')} |`;

/** Each target's row, then the bare relay's row of the same round. */
export const relayTable = (measured: RelayBeside[]): string =>
  [
    '| target | messages | msg/s | p50 ms | p99 ms | msg/s vs bare | p50 vs bare | errors | RSS MB (per process) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...measured.flatMap(({ row, bare }) => [line(row, bare.round), line(bare, bare.round)]),
  ].join('\n');
