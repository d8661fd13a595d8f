/**
 * True for the disconnect reason Socket.IO gives when the server closed the socket on purpose (signed out, session
 * expired or revoked): socket.io-client does not reconnect by itself then, so the page must say the session is over.
 */
export const isClosedByServer = (reason: string): boolean => reason === 'io server disconnect';
