import { GATEWAY_SILENT_SECONDS } from '@vitalsync/contracts';

/** The oldest last-seen time of a gateway whose sockets still count: older ones have fallen silent. */
export const liveSince = (now: Date): Date => new Date(now.getTime() - GATEWAY_SILENT_SECONDS * 1000);
