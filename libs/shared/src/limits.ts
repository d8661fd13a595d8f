/** Business constants (docs/product/limits.md); validation limits live with the rules in libs/contracts. */
export const STEPS_GOAL = 10000;
export const STEPS_TODAY_SAMPLE = 5400;
export const DEFAULT_HEART_RATE = 72;
export const WATER_INTAKE_MAX_LITRES = 10;
export const WATER_INTAKE_SAMPLE_LITRES = 5;
export const AI_TYPING_MS_PER_CHAR = 30;
export const CHART_HEIGHT_PX = 200;
export const VIDEO_PREVIEW_MARGIN_PX = 10;
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;
