import { SetMetadata } from '@nestjs/common';

export const INTERNAL_HANDLER = 'vitalsync:internal-handler';

/**
 * Marks a message or event handler that acts for no signed-in user (login, signup, health, events between
 * services). Every other handler takes an `actor` and re-checks it.
 */
export const Internal = (): MethodDecorator => SetMetadata(INTERNAL_HANDLER, true);
