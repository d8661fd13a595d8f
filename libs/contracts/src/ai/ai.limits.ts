/**
 * NEWS2's highest heart-rate band (score 3): at or below 40 bpm, or at or above 131 bpm. A patient in it is an
 * emergency whatever a model says. The other constants of docs/product/limits.md (steps, water, typing speed, BMI
 * categories) live in @vitalsync/shared.
 */
export const EMERGENCY_HEART_RATE_AT_MOST = 40;
export const EMERGENCY_HEART_RATE_AT_LEAST = 131;

/** The water tracker moves by a quarter litre; a stored value is always a multiple of it. */
export const WATER_STEP_LITRES = 0.25;

/** The assistant: a conversation of at most this many turns, each at most this long. */
export const ASSISTANT_MAX_MESSAGES = 20;
export const ASSISTANT_MAX_TEXT = 2_000;
/** Per user: this many questions in each window (fails closed). */
export const ASSISTANT_RATE_LIMIT = 10;
export const ASSISTANT_RATE_WINDOW_SECONDS = 60;

/** Roles of a conversation turn: the patient's and the assistant's (Gemini's own names). */
export const ASSISTANT_ROLES = ['user', 'model'] as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[number];
