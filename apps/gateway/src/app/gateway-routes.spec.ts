import 'reflect-metadata';

import { type DynamicModule, type Provider, type Type } from '@nestjs/common';
import {
  METHOD_METADATA,
  MODULE_METADATA,
  PARAMTYPES_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { handlersWithoutActor } from '@vitalsync/backend';
import { loadConfig } from '@vitalsync/config';
import { getMetadataStorage } from 'class-validator';

import { GatewayConfig } from '../config/gateway.config';
import { IS_PUBLIC } from '../http/public.decorator';
import { SameOriginGuard } from '../http/same-origin.guard';
import { SessionAuthGuard } from '../sessions/session-auth.guard';
import { type GatewayOptions } from './gateway-options';
import { GatewayModule } from './gateway.module';

const OPTIONS: GatewayOptions = {
  transport: 'in-process',
  mode: 'embedded',
  config: loadConfig(GatewayConfig, {}),
};

/** The only routes a caller without a session may use; making another one public is a decision, made here. */
const PUBLIC_ROUTES = [
  'AccountsController.login',
  'AccountsController.logout',
  'AccountsController.signup',
  'HealthController.get',
];

interface Route {
  name: string;
  controller: Type<unknown>;
  method: string;
}

type ModuleRef = Type<unknown> | DynamicModule;

const isDynamic = (module: ModuleRef): module is DynamicModule => 'module' in module;

const declared = (module: ModuleRef, key: 'imports' | 'controllers'): unknown[] => {
  const metadataKey = key === 'imports' ? MODULE_METADATA.IMPORTS : MODULE_METADATA.CONTROLLERS;
  const own: unknown[] = Reflect.getMetadata(metadataKey, isDynamic(module) ? module.module : module) ?? [];
  return isDynamic(module) ? [...own, ...(module[key] ?? [])] : own;
};

/** Every HTTP route handler the gateway declares, read from decorators only (nothing is instantiated). */
const routesOf = (root: ModuleRef): Route[] => {
  const seen = new Set<unknown>();
  const controllers = new Set<Type<unknown>>();
  const visit = (module: ModuleRef): void => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const controller of declared(module, 'controllers')) controllers.add(controller as Type<unknown>);
    for (const imported of declared(module, 'imports')) {
      if (typeof imported === 'function' || (typeof imported === 'object' && imported !== null))
        visit(imported as ModuleRef);
    }
  };
  visit(root);
  return [...controllers].flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method) => {
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, method)?.value;
      const isRoute =
        typeof handler === 'function' &&
        Reflect.getMetadata(PATH_METADATA, handler) !== undefined &&
        Reflect.getMetadata(METHOD_METADATA, handler) !== undefined;
      return isRoute ? [{ name: `${controller.name}.${method}`, controller, method }] : [];
    }),
  );
};

const isPublic = ({ controller, method }: Route): boolean =>
  Reflect.getMetadata(IS_PUBLIC, controller.prototype[method as keyof object]) === true ||
  Reflect.getMetadata(IS_PUBLIC, controller) === true;

const CHECKED_SOURCES: Partial<Record<number, string>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'params',
};

const isDtoClass = (type: unknown): boolean =>
  typeof type === 'function' &&
  getMetadataStorage().getTargetValidationMetadatas(type, '', false, false).length > 0;

/** Body, query and path parameters of a route that are not one whole object typed by a validated DTO class. */
const unvalidatedInputsOf = ({ controller, method }: Route): string[] => {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
  const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, method) ?? [];
  return Object.entries(args).flatMap(([key, { index, data }]) => {
    const source = CHECKED_SOURCES[Number(key.split(':')[0])];
    if (!source) return [];
    return data === undefined && isDtoClass(types[index]) ? [] : [`${source} (argument ${index})`];
  });
};

const gateway = GatewayModule.register(OPTIONS);
const routes = routesOf(gateway);

describe('gateway routes', () => {
  it('finds the routes of every capability module', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'HealthController.get',
        'AccountsController.login',
        'ProfileController.get',
        'ProfileController.save',
        'ProfilePictureController.get',
      ]),
    );
  });

  it('guards every route with the global session guard unless it is one of the public routes', () => {
    const globalGuards = (gateway.providers ?? []).filter(
      (provider: Provider) => typeof provider === 'object' && provider.provide === APP_GUARD,
    );
    // In this order: a cross-site request is refused before its session is looked at.
    expect(globalGuards).toEqual([
      { provide: APP_GUARD, useClass: SameOriginGuard },
      { provide: APP_GUARD, useExisting: SessionAuthGuard },
    ]);
    expect(
      routes
        .filter(isPublic)
        .map((route) => route.name)
        .sort(),
    ).toEqual(PUBLIC_ROUTES);
  });

  it('checks every body, query and path parameter against a DTO class with the global validation pipe', () => {
    expect(gateway.providers).toContainEqual(expect.objectContaining({ provide: APP_PIPE }));
    const unvalidated = routes.flatMap((route) =>
      unvalidatedInputsOf(route).map((input) => `${route.name}: ${input}`),
    );
    expect(unvalidated).toEqual([]);
  });

  it('gives every bus handler of the gateway an actor or marks it internal', () => {
    expect(handlersWithoutActor(gateway)).toEqual([]);
  });
});
