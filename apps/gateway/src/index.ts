export { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
export { resolveWebDist } from './web/web-app';
