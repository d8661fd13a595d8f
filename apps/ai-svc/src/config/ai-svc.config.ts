import { EnvVariable, POSTGRES_URL_SCHEMES, ServiceConfig, Text, UrlOf } from '@vitalsync/config';

/** The bound: insights from the model within 15 s, or the built-in ones. */
export const GEMINI_TIMEOUT_MAX_MS = 15_000;
export const GEMINI_TIMEOUT_DEFAULT_MS = 10_000;
export const GEMINI_MODEL_DEFAULT = 'gemini-2.5-flash';

/**
 * Model names as Google spells them (gemini-2.5-flash, gemini-2.0-flash-001): nothing that could bend the
 * URL.
 */
const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const millisecondsUpTo =
  (max: number) =>
  (raw: string): number | undefined => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= 1 && value <= max ? value : undefined;
  };

/** Settings of ai-svc: those every service reads, its own database, and the model it may ask. */
export class AiSvcConfig extends ServiceConfig {
  /** ai-svc's own PostgreSQL, before DATABASE_URL; it carries a password, so it is never quoted back. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly AI_DATABASE_URL?: string;

  /** Set: insights and the assistant ask Gemini first. Unset: the built-in engine answers. */
  @Text({ secret: true })
  readonly GEMINI_API_KEY?: string;

  @EnvVariable({
    expected: 'must be a model name such as gemini-2.5-flash',
    parse: (raw) => (MODEL_NAME.test(raw) ? raw : undefined),
  })
  readonly GEMINI_MODEL: string = GEMINI_MODEL_DEFAULT;

  /**
   * Another address for the Gemini API: a proxy, or a local fake in tests. Unset: Google's own. A proxy URL
   * may carry credentials, so it is never quoted back.
   */
  @UrlOf(['http', 'https'], { secret: true })
  readonly GEMINI_BASE_URL?: string;

  /** How long one model call may take before the built-in engine answers instead. */
  @EnvVariable({
    expected: `must be a whole number of milliseconds from 1 to ${GEMINI_TIMEOUT_MAX_MS}`,
    parse: millisecondsUpTo(GEMINI_TIMEOUT_MAX_MS),
  })
  readonly GEMINI_TIMEOUT_MS: number = GEMINI_TIMEOUT_DEFAULT_MS;
}
