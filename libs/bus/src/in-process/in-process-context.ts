import { BaseRpcContext } from '@nestjs/microservices';

/** Identifies handlers bound to the in-process transport (`@MessagePattern(pattern, IN_PROCESS_TRANSPORT)`). */
export const IN_PROCESS_TRANSPORT: unique symbol = Symbol('in-process');

/**
 * The `@Ctx()` of an in-process handler; `getSubject()` matches NatsContext so handlers read it the same way, and
 * `getHeader()` reads what NatsContext's headers would hold.
 */
export class InProcessContext extends BaseRpcContext<[string, Readonly<Record<string, string>>]> {
  getSubject(): string {
    return this.args[0];
  }

  getHeader(name: string): string | undefined {
    return this.args[1][name];
  }
}
