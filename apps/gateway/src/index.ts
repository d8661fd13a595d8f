export { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
export { shutdownStepsOf } from './app/graceful-shutdown';
export { GatewayConfig } from './config/gateway.config';
