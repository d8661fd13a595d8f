export {
  REQUEST_ID_HEADER,
  type RequestContext,
  currentRequestId,
  isAcceptableRequestId,
  requestIdLogFields,
  requestIdOrNew,
  runWithRequestId,
  runWithRequestContext,
  currentClientOrigin,
} from './request-context';
export { CLIENT_IP_HEADER, CLIENT_AGENT_HEADER, clientOriginOf } from './client-origin';
export {
  type BusOutcome,
  METRIC_PREFIX,
  type PoolUse,
  UNMATCHED_ROUTE,
  VitalSyncMetrics,
  countCallEnded,
  countCallStarted,
  countChatMessageRelayed,
  countEmergencyPushed,
  processMetrics,
} from './metrics';
export {
  Readiness,
  type ReadinessCheck,
  type ReadinessOptions,
  type ReadinessReport,
  type ReadinessState,
  processReadiness,
} from './readiness';
export { type OpsLogger, type OpsServer, type OpsServerOptions, startOpsServer } from './ops-server';
