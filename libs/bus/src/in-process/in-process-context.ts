import { BaseRpcContext } from '@nestjs/microservices';

/** Identifies handlers bound to the in-process transport (`@MessagePattern(pattern, IN_PROCESS_TRANSPORT)`). */
export const IN_PROCESS_TRANSPORT: unique symbol = Symbol('in-process');

/** The `@Ctx()` of an in-process handler; `getSubject()` matches NatsContext so handlers read it the same way. */
export class InProcessContext extends BaseRpcContext<[string]> {
  getSubject(): string {
    return this.args[0];
  }
}
