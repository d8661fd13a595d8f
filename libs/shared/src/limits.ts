/** Business constants and limits of spec section 9. */
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 9;
export const LICENSE_PROOF_MAX_BYTES = 3 * 1024 * 1024;
export const LICENSE_PROOF_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const PHONE_PATTERN = /^\+?\d[\d-]{5,14}$/;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
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
