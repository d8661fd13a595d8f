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
import { GATEWAY_METADATA, GATEWAY_OPTIONS } from '@nestjs/websockets/constants';
import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import { loadConfig } from '@vitalsync/config';
import {
  ACCOUNT_EVENTS,
  AI_EVENTS,
  APPOINTMENT_EVENTS,
  CALL_EVENTS,
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  NOTIFICATIONS_NAMESPACE,
  VIDEO_CALL_NAMESPACE,
} from '@vitalsync/contracts';
import { getMetadataStorage } from 'class-validator';

import { GatewayConfig } from '../config/gateway.config';
import { IS_PUBLIC } from '../http/public.decorator';
import { SameOriginGuard } from '../http/same-origin.guard';
import { AuthenticatedNamespace } from '../realtime/authenticated-namespace';
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

const METADATA_KEYS = {
  imports: MODULE_METADATA.IMPORTS,
  controllers: MODULE_METADATA.CONTROLLERS,
  providers: MODULE_METADATA.PROVIDERS,
} as const;

const declared = (module: ModuleRef, key: keyof typeof METADATA_KEYS): unknown[] => {
  const own: unknown[] =
    Reflect.getMetadata(METADATA_KEYS[key], isDynamic(module) ? module.module : module) ?? [];
  return isDynamic(module) ? [...own, ...(module[key] ?? [])] : own;
};

/** Every class the module and its imports declare as controllers or as providers. */
const classesOf = (root: ModuleRef, key: 'controllers' | 'providers'): Array<Type<unknown>> => {
  const seen = new Set<unknown>();
  const classes = new Set<Type<unknown>>();
  const visit = (module: ModuleRef): void => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const declaredClass of declared(module, key))
      if (typeof declaredClass === 'function') classes.add(declaredClass as Type<unknown>);
    for (const imported of declared(module, 'imports')) {
      if (typeof imported === 'function' || (typeof imported === 'object' && imported !== null))
        visit(imported as ModuleRef);
    }
  };
  visit(root);
  return [...classes];
};

/** Every HTTP route handler the gateway declares, read from decorators only (nothing is instantiated). */
const routesOf = (root: ModuleRef): Route[] =>
  classesOf(root, 'controllers').flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method) => {
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, method)?.value;
      const isRoute =
        typeof handler === 'function' &&
        Reflect.getMetadata(PATH_METADATA, handler) !== undefined &&
        Reflect.getMetadata(METHOD_METADATA, handler) !== undefined;
      return isRoute ? [{ name: `${controller.name}.${method}`, controller, method }] : [];
    }),
  );

/** The Socket.IO namespaces the gateway serves, with the class serving each. */
const namespacesOf = (root: ModuleRef): Array<{ namespace: unknown; gateway: Type<unknown> }> =>
  classesOf(root, 'providers')
    .filter((provider) => Reflect.getMetadata(GATEWAY_METADATA, provider) === true)
    .map((provider) => ({
      namespace: (Reflect.getMetadata(GATEWAY_OPTIONS, provider) as { namespace?: unknown }).namespace,
      gateway: provider,
    }));

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
        'AppointmentBookingController.book',
        'AppointmentBookingController.slots',
        'AppointmentBookingController.availableDoctors',
        'AppointmentListsController.forDoctor',
        'AppointmentListsController.forUser',
        'AppointmentListsController.scheduledForUser',
        'AppointmentListsController.consultedPatients',
        'AppointmentListsController.consultedDoctors',
        'AppointmentListsController.one',
        'AppointmentLifecycleController.start',
        'AppointmentLifecycleController.complete',
        'AppointmentLifecycleController.cancel',
        'AppointmentLifecycleController.prescribe',
        'DoctorNotesController.list',
        'DoctorNotesController.add',
        'ChatController.history',
        'ChatController.post',
        'ChatController.markRead',
        'ChatController.summaries',
        'IceServersController.get',
        'AssistantController.ask',
        'WaterController.get',
        'WaterController.set',
        'DismissedRemindersController.list',
        'DismissedRemindersController.dismiss',
        'EmergencyNotificationsController.list',
        'EmergencyNotificationsController.read',
        'EmailSettingsController.get',
        'EmailSettingsController.save',
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

  it('answers no bus request and hears the events every replica must act on', () => {
    const handlers = messageHandlersOf(gateway);
    expect(handlers.filter((handler) => handler.kind !== 'event')).toEqual([]);
    expect(handlers.flatMap((handler) => handler.patterns).sort()).toEqual(
      [
        ACCOUNT_EVENTS.sessionRevoked,
        ...Object.values(APPOINTMENT_EVENTS),
        CHAT_EVENTS.relay,
        CALL_EVENTS.deliver,
        AI_EVENTS.emergency,
      ].sort(),
    );
  });

  it('serves only session-checked Socket.IO namespaces', () => {
    const namespaces = namespacesOf(gateway);
    expect(namespaces.map(({ namespace }) => namespace).sort()).toEqual(
      [CHAT_NAMESPACE, NOTIFICATIONS_NAMESPACE, VIDEO_CALL_NAMESPACE].sort(),
    );
    for (const { gateway: namespaceClass } of namespaces)
      expect(namespaceClass.prototype).toBeInstanceOf(AuthenticatedNamespace);
  });
});
