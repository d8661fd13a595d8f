export const PRODUCT_NAME = 'VitalSync';
export const TAGLINE = 'Track your health, get insights, stay motivated.';
/** The spec fixes the footer's copyright year. */
export const COPYRIGHT_YEAR = 2023;
