import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';

import { outgoingBusHeaders } from '../request-id-headers';
import { InProcessBroker } from './in-process-broker';
import { decodeReply, encodeHeaders, encodeWire } from './wire';

export interface InProcessClientOptions {
  /** Defaults to the process-wide broker. */
  broker?: InProcessBroker;
}

/**
 * ClientProxy of the embedded mode. Sends the same JSON packets as ClientNats over the in-process broker, with the
 * same headers (the request id in scope), and reports a request nobody subscribes to with the same
 * EmptyResponseException ("no subscribers").
 */
export class InProcessClient extends ClientProxy {
  private readonly broker: InProcessBroker;

  constructor(options: InProcessClientOptions = {}) {
    super();
    this.broker = options.broker ?? InProcessBroker.shared();
  }

  async connect(): Promise<InProcessBroker> {
    this._status$.next('connected');
    return this.broker;
  }

  async close(): Promise<void> {
    this._status$.next('disconnected');
  }

  override on(): void {
    // The broker lives in this process: there is no connection that could drop, so no event to listen for.
  }

  unwrap<T>(): T {
    return this.broker as unknown as T;
  }

  protected publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    try {
      const packet = this.assignPacketId(partialPacket);
      const subject = this.normalizePattern(packet.pattern);
      return this.broker.request(
        subject,
        encodeWire(packet),
        (reply) => {
          if (reply.kind === 'no-responders') {
            callback({ err: new EmptyResponseException(subject), isDisposed: true });
            return;
          }
          const { err, response, isDisposed } = decodeReply(reply.raw);
          callback(err || isDisposed ? { err, response, isDisposed: true } : { response });
        },
        encodeHeaders(outgoingBusHeaders()),
      );
    } catch (err) {
      callback({ err });
      return () => undefined;
    }
  }

  protected async dispatchEvent<T = undefined>(packet: ReadPacket): Promise<T> {
    this.broker.publish(
      this.normalizePattern(packet.pattern),
      encodeWire({ pattern: packet.pattern, data: packet.data }),
      encodeHeaders(outgoingBusHeaders()),
    );
    // Like ClientNats, an event resolves with nothing once handed to the broker.
    return undefined as T;
  }
}
