export * from './services';
export * from './health/health.subjects';
export * from './health/health.dto';
export * from './errors/rpc-error';
export * from './session/role';
