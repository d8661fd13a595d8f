import 'reflect-metadata';

import { type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { type OpenAPIObject } from '@nestjs/swagger';
import {
  GATEWAY_METADATA,
  GATEWAY_OPTIONS,
  MESSAGE_MAPPING_METADATA,
  MESSAGE_METADATA,
} from '@nestjs/websockets/constants';
import {
  CHAT_NAMESPACE,
  CHAT_SOCKET_EVENTS,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
  VIDEO_CALL_NAMESPACE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';

import {
  API_DOCS_JSON_PATH,
  REALTIME_TAG,
  SOCKET_SCHEMA_REF_PREFIX,
  SOCKETS_EXTENSION,
} from './api-document';
import { type GatewayUnderTest, startGatewayUnderTest } from './gateway-app.testing';
import { SCHEMA_REF_PREFIX } from './json-schema';
import { SOCKET_NAMESPACES, socketApiDescription } from './socket-namespaces';

interface ServedNamespace {
  namespace: string;
  transports: readonly string[] | undefined;
  subscribed: string[];
}

/** The namespaces the application really serves, with the client events each one subscribes to. */
const servedNamespaces = (gateway: GatewayUnderTest): ServedNamespace[] =>
  [...gateway.app.get(ModulesContainer).values()]
    .flatMap((module) => [...module.providers.values()].map(({ metatype }) => metatype))
    .filter((type): type is Type<unknown> => typeof type === 'function')
    .filter((type) => Reflect.getMetadata(GATEWAY_METADATA, type) === true)
    .map((type) => {
      const options = Reflect.getMetadata(GATEWAY_OPTIONS, type) as {
        namespace: string;
        transports?: string[];
      };
      const subscribed = Object.getOwnPropertyNames(type.prototype)
        .map((name) => Object.getOwnPropertyDescriptor(type.prototype, name)?.value as unknown)
        .filter((handler): handler is object => typeof handler === 'function')
        .filter((handler) => Reflect.getMetadata(MESSAGE_MAPPING_METADATA, handler) === true)
        .map((handler) => Reflect.getMetadata(MESSAGE_METADATA, handler) as string);
      return { namespace: options.namespace, transports: options.transports, subscribed };
    });

/** The event names the contracts give each namespace. */
const CONTRACT_EVENTS: Readonly<Record<string, readonly string[]>> = {
  [CHAT_NAMESPACE]: Object.values(CHAT_SOCKET_EVENTS),
  [VIDEO_CALL_NAMESPACE]: Object.values(VIDEO_SOCKET_EVENTS),
  [NOTIFICATIONS_NAMESPACE]: Object.values(NOTIFICATION_EVENTS),
};

describe('the Socket.IO namespaces described beside the HTTP routes', () => {
  let gateway: GatewayUnderTest;
  let served: ServedNamespace[];

  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
    served = servedNamespaces(gateway);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('describes exactly the namespaces the gateway serves', () => {
    expect(served.map(({ namespace }) => namespace).sort()).toEqual(Object.keys(SOCKET_NAMESPACES).sort());
  });

  it('describes as client events exactly the events each namespace subscribes to', () => {
    for (const { namespace, subscribed } of served)
      expect([namespace, Object.keys(SOCKET_NAMESPACES[namespace].clientEvents).sort()]).toEqual([
        namespace,
        [...subscribed].sort(),
      ]);
  });

  it('describes every event name the contracts give a namespace, in one direction or both', () => {
    for (const [namespace, events] of Object.entries(CONTRACT_EVENTS)) {
      const { clientEvents, serverEvents } = SOCKET_NAMESPACES[namespace];
      const described = new Set([...Object.keys(clientEvents), ...Object.keys(serverEvents)]);
      expect([namespace, [...described].sort()]).toEqual([namespace, [...new Set(events)].sort()]);
    }
  });

  it('describes every event of every namespace in one line', () => {
    const undescribed = Object.entries(SOCKET_NAMESPACES).flatMap(
      ([namespace, { clientEvents, serverEvents }]) =>
        [
          ...Object.entries(clientEvents).map(([event, { description }]) => [
            `${namespace} client ${event}`,
            description,
          ]),
          ...Object.entries(serverEvents).map(([event, { description }]) => [
            `${namespace} server ${event}`,
            description,
          ]),
        ]
          .filter(([, description]) => !/^\S[^\n]{9,}$/.test(description))
          .map(([event]) => event),
    );
    expect(undescribed).toEqual([]);
    for (const { description } of Object.values(SOCKET_NAMESPACES))
      expect(description).toMatch(/^\S[^\n]{9,}$/);
  });

  it('names the transports each namespace accepts', () => {
    for (const { namespace, transports } of served)
      expect([namespace, SOCKET_NAMESPACES[namespace].transports]).toEqual([
        namespace,
        transports ?? ['polling', 'websocket'],
      ]);
  });

  it('puts the description in the served document: the extension, and the realtime tag for Swagger UI', async () => {
    const document = (await gateway.app.inject({ method: 'GET', url: API_DOCS_JSON_PATH })).json<
      OpenAPIObject & Record<string, unknown>
    >();
    // The same description, its socket-only schemas beside it (api-document.spec checks every reference resolves).
    const { schemas, ...served } = document[SOCKETS_EXTENSION] as Record<string, unknown>;
    expect(Object.keys(schemas as object).length).toBeGreaterThan(0);
    expect(
      JSON.parse(JSON.stringify(served).replaceAll(SOCKET_SCHEMA_REF_PREFIX, SCHEMA_REF_PREFIX)),
    ).toEqual(JSON.parse(JSON.stringify(socketApiDescription())));
    const tag = document.tags?.find(({ name }) => name === REALTIME_TAG);
    for (const [namespace, { clientEvents, serverEvents }] of Object.entries(SOCKET_NAMESPACES)) {
      expect(tag?.description).toContain(`\`${namespace}\``);
      for (const event of [...Object.keys(clientEvents), ...Object.keys(serverEvents)])
        expect(tag?.description).toContain(`\`${event}\``);
    }
  });
});
