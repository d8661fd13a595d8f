export * from './product';
export * from './limits';
export * from './health-math';
