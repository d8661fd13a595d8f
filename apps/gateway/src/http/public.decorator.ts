import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'vitalsync:isPublic';

/** Marks a route as reachable without a session; every other route is guarded. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
