/**
 * NEWS2's highest heart-rate band (score 3): at or below 40 bpm, or at or above 131 bpm. A patient in it is an
 * emergency whatever a model says.
 */
export const EMERGENCY_HEART_RATE_AT_MOST = 40;
export const EMERGENCY_HEART_RATE_AT_LEAST = 131;

/** Spec section 9. */
export const DEFAULT_HEART_RATE = 72;
export const STEPS_GOAL = 10_000;
export const STEPS_TODAY = 5_400;
export const ASSISTANT_TYPING_MS_PER_CHAR = 30;
export const WATER_MAX_LITRES = 10;
export const WATER_SAMPLE_LITRES = 5;
/** The tracker moves by a quarter litre; a stored value is always a multiple of it. */
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

/** BMI categories of spec section 9, by upper bound (exclusive). */
export const BMI_CATEGORIES = ['Underweight', 'Healthy Weight', 'Overweight', 'Obesity'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];
