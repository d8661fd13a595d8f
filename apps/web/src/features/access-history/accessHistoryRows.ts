import { type AccessHistoryEvent, accessHistoryLine } from '@vitalsync/contracts';
import { onFirstUse } from '../../app/onFirstUse';

/** "26 Nov 2026, 10:42", in the viewer's own time zone. */
const momentFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

export const formatAccessMoment = (iso: string): string => momentFormat().format(new Date(iso));

/** One row of the table as a person reads it. */
export interface AccessHistoryRow {
  key: string;
  /** "Dr Maria Okafor viewed your health record" */
  line: string;
  at: string;
  when: string;
  /** The patient's own sign-ins: "From 203.0.113.5 · Firefox on Linux". */
  origin: string | null;
  /** A sign-in someone failed: worth the patient's attention. */
  warning: boolean;
}

const originOf = (event: AccessHistoryEvent): string | null => {
  if (!event.from) return null;
  const parts = [event.from.address, event.from.browser].filter(Boolean);
  return parts.length > 0 ? `From ${parts.join(' · ')}` : null;
};

/** The pages held, as rows: a line that moved between pages while they were read shows once. */
export const accessHistoryRows = (
  pages: ReadonlyArray<{ events: AccessHistoryEvent[] }>,
): AccessHistoryRow[] => {
  const seen = new Set<string>();
  return (
    pages
      // A success body without lines (an old or odd server) shows as none rather than breaking the page.
      .flatMap((page) => (Array.isArray(page.events) ? page.events : []))
      .map((event) => ({
        key: `${event.at}|${event.action}|${event.actor.role}|${event.actor.name}|${event.count}`,
        line: accessHistoryLine(event),
        at: event.at,
        when: formatAccessMoment(event.at),
        origin: originOf(event),
        warning: event.action === 'login.failed',
      }))
      .filter((row) => !seen.has(row.key) && Boolean(seen.add(row.key)))
  );
};
