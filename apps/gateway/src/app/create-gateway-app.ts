import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { processMetrics } from '@vitalsync/backend';
import { busBroadcastListenerOptions } from '@vitalsync/bus';
import { LICENSE_PROOF_MAX_BYTES } from '@vitalsync/contracts';
import { Logger, PinoLogger } from 'nestjs-pino';

import { ApiExceptionFilter } from '../http/api-exception.filter';
import { registerHttpMetrics } from '../http/http-metrics';
import { API_JSON_LIMITS, registerJsonBodyOnly } from '../http/json-body';
import { registerRateLimit } from '../http/rate-limit';
import { gatewayRequestId, registerRequestId } from '../http/request-id';
import { registerRequestLog } from '../http/request-log';
import { registerSecurityHeaders } from '../http/security-headers';
import { registerUnreadBodyHandling } from '../http/unread-body';
import { setupApiDocs } from '../openapi/api-document';
import { sameSiteHandshake } from '../realtime/handshake-origin';
import { handshakeRateLimit } from '../realtime/handshake-rate-limit';
import { resolveWebDist, serveWebApp, webAppInlineScripts } from '../web/web-app';
import { DrainingSocketIoAdapter } from './draining-socket-io.adapter';
import { type GatewayOptions } from './gateway-options';
import { prepareGatewayDrain } from './graceful-shutdown';
import { GatewayModule } from './gateway.module';

/** Builds the HTTP + Socket.IO gateway (not yet listening) for either run mode. */
export const createGatewayApp = async (options: GatewayOptions): Promise<NestFastifyApplication> => {
  const { config } = options;
  const webDist = resolveWebDist(config.WEB_DIST);
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register(options),
    // Spec paths end in a slash (GET /dashboard/chats/) while Nest registers every route without one.
    new FastifyAdapter({
      trustProxy: config.TRUST_PROXY,
      routerOptions: { ignoreTrailingSlash: true },
      genReqId: gatewayRequestId,
    }),
    // Nest's parsers would accept urlencoded forms on JSON routes; registerJsonBodyOnly sets the only ones.
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  registerRequestId(app.getHttpAdapter().getInstance());
  registerHttpMetrics(app.getHttpAdapter().getInstance(), processMetrics());
  registerRequestLog(app.getHttpAdapter().getInstance(), (await app.resolve(PinoLogger)).logger);
  const spendAddressBudget = await registerRateLimit(app, {
    authPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE,
    apiPerMinute: config.RATE_LIMIT_API_PER_MINUTE,
  });
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), webDist ? webAppInlineScripts(webDist) : []);
  registerJsonBodyOnly(app.getHttpAdapter().getInstance(), API_JSON_LIMITS);
  registerUnreadBodyHandling(app.getHttpAdapter().getInstance());
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    // Per-field limits are enforced while streaming (uploads/size-limit.ts); these bound the whole form.
    limits: { fileSize: LICENSE_PROOF_MAX_BYTES + 1, files: 4, fields: 60, fieldSize: 16 * 1024, parts: 64 },
    throwFileSizeLimit: false,
  });
  app.setGlobalPrefix('api');
  // Events such as session revocations reach every gateway replica, not one of them.
  app.connectMicroservice(busBroadcastListenerOptions(options.transport, 'gateway', config.bus));
  // Drains know every connection and socket from the start, so a SIGTERM can move them all (graceful-shutdown).
  app.useWebSocketAdapter(
    new DrainingSocketIoAdapter(
      app,
      prepareGatewayDrain(app, config.shutdown.SHUTDOWN_GRACE_MS, options.mode),
      {
        engine: handshakeRateLimit(spendAddressBudget, config.TRUST_PROXY),
        namespace: sameSiteHandshake({
          trust: config.TRUST_PROXY,
          allowedOrigins: new Set(config.ALLOWED_ORIGINS),
        }),
      },
    ),
  );
  app.useGlobalFilters(new ApiExceptionFilter(webDist !== undefined));

  setupApiDocs(app);

  if (webDist) await serveWebApp(app, webDist);
  return app;
};

/** Starts the gateway's event listener, then HTTP; the gateway never serves before it can hear revocations. */
export const startGatewayApp = async (
  app: NestFastifyApplication,
  port: number,
  host: string,
): Promise<void> => {
  await app.startAllMicroservices();
  await app.listen({ port, host });
};
