import { socketRefusalOf } from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { type Socket } from 'socket.io';

import {
  NOTHING_TO_JOIN_MESSAGE,
  WEBSOCKET_ONLY_MESSAGE,
  refuseEveryone,
  websocketOnly,
} from './namespace-guards';

const socketOver = (transport: string) => standIn<Socket>({ conn: { transport: { name: transport } } });

describe('websocketOnly', () => {
  it('admits a socket whose connection runs over WebSocket', () => {
    const next = jest.fn();
    websocketOnly(socketOver('websocket'), next);
    expect(next).toHaveBeenCalledWith();
  });

  it.each(['polling', 'webtransport'])('refuses a socket over %s', (transport) => {
    const next = jest.fn();
    websocketOnly(socketOver(transport), next);
    expect(next).toHaveBeenCalledWith(new Error(WEBSOCKET_ONLY_MESSAGE));
    // Final: the page stops rather than try again.
    expect(socketRefusalOf(next.mock.calls[0]?.[0])).toEqual({ reason: 'transport', temporary: false });
  });
});

describe('refuseEveryone', () => {
  it('refuses any socket', () => {
    const next = jest.fn();
    refuseEveryone(socketOver('websocket'), next);
    expect(next).toHaveBeenCalledWith(new Error(NOTHING_TO_JOIN_MESSAGE));
    expect(socketRefusalOf(next.mock.calls[0]?.[0])).toEqual({ reason: 'forbidden', temporary: false });
  });
});
