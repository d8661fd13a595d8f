import { type RunningProcess, waitFor } from '@vitalsync/testing';

/** The line every process writes when its ops server listens (OPS_PORT=0 takes any free port). */
const OPS_LISTENING = /Ops server \([^)]*\) listening on port (\d+)/;

/** Where a process of the system serves /metrics, /livez and /readyz, read from what it logged at start. */
export const opsUrlOf = async (running: RunningProcess): Promise<string> => {
  const port = await waitFor(async () => OPS_LISTENING.exec(running.output())?.[1], {
    timeoutMs: 30_000,
    description: `${running.name} to log its ops port`,
  });
  return `http://127.0.0.1:${port}`;
};

/** One sample of a scrape: the series (name with labels, as Prometheus writes it) and its value. */
export const sampleOf = (metrics: string, series: string): number | undefined => {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

export const scrape = async (opsUrl: string): Promise<string> => {
  const response = await fetch(`${opsUrl}/metrics`);
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
};

/** Scrapes until the series has at least the value wanted: a sample is recorded once its answer has gone out. */
export const scrapeUntil = (opsUrl: string, series: string, atLeast: number): Promise<string> =>
  waitFor(
    async () => {
      const metrics = await scrape(opsUrl);
      return (sampleOf(metrics, series) ?? 0) >= atLeast ? metrics : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 100, description: `${series} to reach ${atLeast}` },
  );
