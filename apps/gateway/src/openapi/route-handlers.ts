import { type INestApplication, type Type } from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';

import { IS_PUBLIC } from '../http/public.decorator';

/** One controller method, named the way Nest's document names its operation (`Controller_method`). */
export interface RouteHandler {
  operationId: string;
  controller: Type<unknown>;
  method: string;
  handler: object;
}

/** Every controller method of the application, by the operationId Nest's explorer gives its route. */
export const routeHandlersOf = (app: INestApplication): Map<string, RouteHandler> => {
  const handlers = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const controller = metatype as Type<unknown>;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, method)?.value;
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const operationId = `${controller.name}_${method}`;
        handlers.set(operationId, { operationId, controller, method, handler });
      }
    }
  }
  return handlers;
};

export const isPublicRoute = ({ controller, handler }: RouteHandler): boolean =>
  Reflect.getMetadata(IS_PUBLIC, handler) === true || Reflect.getMetadata(IS_PUBLIC, controller) === true;

export type InputSource = 'body' | 'query' | 'path';

const SOURCES: Partial<Record<number, InputSource>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

/** The DTO classes a handler takes whole with @Body(), @Query() and @Param(). */
export const routeInputsOf = ({
  controller,
  method,
}: RouteHandler): Array<{ source: InputSource; dto: string }> => {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
  const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, method) ?? [];
  return Object.entries(args).flatMap(([key, { index, data }]) => {
    const source = SOURCES[Number(key.split(':')[0])];
    const type = types[index];
    // A single named value (@Query('id')) is refused by gateway-routes.spec: every input is one DTO class.
    if (!source || data !== undefined || typeof type !== 'function') return [];
    return [{ source, dto: (type as Type<unknown>).name }];
  });
};
