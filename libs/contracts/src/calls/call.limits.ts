/**
 * Per account on /video-call, all its sockets together: at most this many emits per window (ICE candidates come in
 * bursts).
 */
export const CALL_SOCKET_EMITS_PER_WINDOW = 200;
export const CALL_SOCKET_WINDOW_SECONDS = 10;
/** Largest signalling payload (an SDP offer with many codecs is ~10 kB; a candidate well under 1 kB). */
export const CALL_SIGNAL_MAX_BYTES = 64 * 1024;
/** How long TURN credentials handed to a participant stay valid, by default. */
export const TURN_CREDENTIAL_TTL_SECONDS_DEFAULT = 3600;
/** A gateway announces itself this often; presence held by a gateway silent for GATEWAY_SILENT_SECONDS is gone. */
export const GATEWAY_HEARTBEAT_SECONDS = 5;
export const GATEWAY_SILENT_SECONDS = 15;
