import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@vitalsync/shared';
import { Logger } from 'nestjs-pino';

import { ApiExceptionFilter } from '../http/api-exception.filter';
import { ApiSocketIoAdapter } from '../realtime/socket-io.adapter';
import { serveWebApp } from '../web/web-app';
import { type GatewayOptions } from './gateway-options';
import { GatewayModule } from './gateway.module';

/** Builds the HTTP + Socket.IO gateway (not yet listening) for either run mode. */
export const createGatewayApp = async (options: GatewayOptions): Promise<NestFastifyApplication> => {
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register(options),
    new FastifyAdapter({ trustProxy: true }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new ApiSocketIoAdapter(app));
  app.useGlobalFilters(new ApiExceptionFilter(options.webDist !== undefined));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`${PRODUCT_NAME} API`).setVersion('1').build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  if (options.webDist) serveWebApp(app, options.webDist);
  return app;
};
