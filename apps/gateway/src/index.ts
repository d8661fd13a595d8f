export { createGatewayApp } from './app/create-gateway-app';
export { resolveWebDist } from './web/web-app';
