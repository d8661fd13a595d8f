import { type DynamicModule, type Type } from '@nestjs/common';
import { MODULE_METADATA, PARAMTYPES_METADATA } from '@nestjs/common/constants';
import {
  PARAM_ARGS_METADATA,
  PATTERN_HANDLER_METADATA,
  PATTERN_METADATA,
} from '@nestjs/microservices/constants';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum';
import { RpcParamtype } from '@nestjs/microservices/enums/rpc-paramtype.enum';
import { getMetadataStorage } from 'class-validator';

import { INTERNAL_HANDLER } from './internal.decorator';

/** One @MessagePattern or @EventPattern handler of a service, as its decorators describe it. */
export interface MessageHandler {
  controller: string;
  method: string;
  kind: 'message' | 'event';
  patterns: string[];
  /** The class of its @Payload() parameter; undefined when it takes no payload or a non-class type. */
  payloadType: Type<unknown> | undefined;
  internal: boolean;
}

type ModuleRef = Type<unknown> | DynamicModule;

const isDynamic = (module: ModuleRef): module is DynamicModule => 'module' in module;

const modulePart = (module: ModuleRef, key: 'imports' | 'controllers'): unknown[] => {
  const metadataKey = key === 'imports' ? MODULE_METADATA.IMPORTS : MODULE_METADATA.CONTROLLERS;
  const declared: unknown[] =
    Reflect.getMetadata(metadataKey, isDynamic(module) ? module.module : module) ?? [];
  return isDynamic(module) ? [...declared, ...(module[key] ?? [])] : declared;
};

const isModuleRef = (value: unknown): value is ModuleRef =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && 'module' in value);

/** Every controller class the module and its imports declare (static metadata: nothing is instantiated). */
const controllersOf = (root: ModuleRef): Array<Type<unknown>> => {
  const seen = new Set<unknown>();
  const controllers = new Set<Type<unknown>>();
  const visit = (module: ModuleRef): void => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const controller of modulePart(module, 'controllers')) controllers.add(controller as Type<unknown>);
    for (const imported of modulePart(module, 'imports')) if (isModuleRef(imported)) visit(imported);
  };
  visit(root);
  return [...controllers];
};

const payloadTypeOf = (controller: Type<unknown>, method: string): Type<unknown> | undefined => {
  const args: Record<string, { index: number }> =
    Reflect.getMetadata(PARAM_ARGS_METADATA, controller, method) ?? {};
  const payload = Object.entries(args).find(([key]) => key.split(':')[0] === String(RpcParamtype.PAYLOAD));
  if (!payload) return undefined;
  const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, method) ?? [];
  const type = types[payload[1].index];
  return typeof type === 'function' && type !== Object ? (type as Type<unknown>) : undefined;
};

/** Every message and event handler reachable from a service's root module. */
export const messageHandlersOf = (root: ModuleRef): MessageHandler[] =>
  controllersOf(root).flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method): MessageHandler[] => {
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, method)?.value;
      if (typeof handler !== 'function') return [];
      const patterns: unknown[] | undefined = Reflect.getMetadata(PATTERN_METADATA, handler);
      if (!patterns) return [];
      return [
        {
          controller: controller.name,
          method,
          kind:
            Reflect.getMetadata(PATTERN_HANDLER_METADATA, handler) === PatternHandler.EVENT
              ? 'event'
              : 'message',
          patterns: patterns.map(String),
          payloadType: payloadTypeOf(controller, method),
          internal: Reflect.getMetadata(INTERNAL_HANDLER, handler) === true,
        },
      ];
    }),
  );

/** Whether a DTO class declares a validated `actor` property. */
const declaresActor = (dto: Type<unknown> | undefined): boolean =>
  dto !== undefined &&
  getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', false, false)
    .some((metadata) => metadata.propertyName === 'actor');

/** Handlers that neither take an actor nor say they are internal: each is a hole in the defence in depth. */
export const handlersWithoutActor = (root: ModuleRef): MessageHandler[] =>
  messageHandlersOf(root).filter((handler) => !handler.internal && !declaresActor(handler.payloadType));
