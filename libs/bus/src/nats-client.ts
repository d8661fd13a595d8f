import { type ClientProxy, ClientNats, type NatsOptions } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

import { outgoingBusHeaders } from './request-id-headers';

/** Nest's NATS client, whose requests and events carry the request id in scope in their headers. */
export class BusNatsClient extends ClientNats {
  protected override mergeHeaders<THeaders = MsgHdrs>(requestHeaders?: THeaders): MsgHdrs | undefined {
    const merged = super.mergeHeaders(requestHeaders) as MsgHdrs | undefined;
    const outgoing = outgoingBusHeaders();
    if (outgoing === undefined) return merged;
    const headers = merged ?? natsHeaders();
    for (const [name, value] of Object.entries(outgoing)) if (!headers.has(name)) headers.set(name, value);
    return headers;
  }
}

/**
 * The client as the rest of the bus sees it. ClientNats narrows its status to NATS's own names, which makes it
 * unassignable to ClientProxy's string statuses although every value is one; Nest's factory casts the same way.
 */
export const createNatsBusClient = (options: NonNullable<NatsOptions['options']>): ClientProxy =>
  new BusNatsClient(options) as unknown as ClientProxy;
