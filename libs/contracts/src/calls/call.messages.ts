/** Refusals and states of video calls, shown by the page as they are. */
export const CALL_NOT_ALLOWED_MESSAGE =
  'You can only call the other participant of one of your appointments.';
export const CALL_OWN_ID_MESSAGE = 'You can only join a call as yourself.';
export const CALL_NOT_JOINED_MESSAGE = 'Join the call page before signalling.';
export const CALL_PEER_UNAVAILABLE_MESSAGE = 'The other participant is not on the call page right now.';
export const CALL_REMOTE_BUSY_MESSAGE = 'The other participant is already in another call.';
export const CALL_RATE_LIMITED_MESSAGE = 'Too many call messages. Please wait a moment.';
export const CALL_SIGNAL_TOO_LARGE_MESSAGE = 'This call message is too large.';
