export { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
export { GatewayConfig } from './config/gateway.config';
