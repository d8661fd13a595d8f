import { Injectable } from '@nestjs/common';
import { ApiError, type Content, GoogleGenAI, type Schema } from '@google/genai';

import { AiSvcConfig } from '../config/ai-svc.config';

/** responseSchema and systemInstruction are v1beta features of the Gemini API; the SDK's default is v1. */
const API_VERSION = 'v1beta';

export interface GeminiRequest {
  systemInstruction: string;
  contents: Content[];
  /** JSON output of this shape; without it the model answers in prose. */
  responseSchema?: Schema;
}

/** Why a model call gave nothing usable; the caller answers with the built-in engine instead. */
export class ModelFailure extends Error {
  constructor(readonly kind: 'disabled' | 'timeout' | 'empty' | 'invalid' | 'transport') {
    super(`The model call failed (${kind})`);
  }
}

/** A failure as a log may name it: the kind and the HTTP status, never a body (it may echo the prompt). */
export const modelFailureKind = (error: unknown): string => {
  if (error instanceof ModelFailure) return error.kind;
  if (error instanceof ApiError) return `http ${error.status}`;
  return error instanceof Error ? error.name : 'unknown';
};

/**
 * The Gemini API through the official SDK, when a key is configured. Every call ends within
 * GEMINI_TIMEOUT_MS: the SDK's own timeout aborts the request, and a deadline of ours settles the call even
 * if the SDK did not (a body that never ends, a parser that stalls).
 */
@Injectable()
export class GeminiClient {
  private readonly ai: GoogleGenAI | undefined;
  private readonly timeoutMs: number;
  private readonly model: string;

  constructor(config: AiSvcConfig) {
    this.timeoutMs = config.GEMINI_TIMEOUT_MS;
    this.model = config.GEMINI_MODEL;
    this.ai =
      config.GEMINI_API_KEY === undefined
        ? undefined
        : new GoogleGenAI({
            apiKey: config.GEMINI_API_KEY,
            httpOptions: {
              apiVersion: API_VERSION,
              timeout: config.GEMINI_TIMEOUT_MS,
              ...(config.GEMINI_BASE_URL === undefined ? {} : { baseUrl: config.GEMINI_BASE_URL }),
              // Without a fetch of its own the SDK installs an undici dispatcher it reads off globalThis,
              // which sandboxed runtimes (Jest's vm) lack; the deadline above makes undici's own timeouts
              // irrelevant.
              fetch: (input, init) => fetch(input, init),
            },
          });
  }

  get enabled(): boolean {
    return this.ai !== undefined;
  }

  /** The model's text, or a rejection (ModelFailure, or the SDK's ApiError for an HTTP error). */
  async generate(request: GeminiRequest): Promise<string> {
    if (!this.ai) throw new ModelFailure('disabled');
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ModelFailure('timeout'));
      }, this.timeoutMs);
    });
    try {
      const response = await Promise.race([
        this.ai.models.generateContent({
          model: this.model,
          contents: request.contents,
          config: {
            abortSignal: controller.signal,
            systemInstruction: request.systemInstruction,
            ...(request.responseSchema
              ? { responseMimeType: 'application/json', responseSchema: request.responseSchema }
              : {}),
          },
        }),
        deadline,
      ]);
      const text = response.text;
      if (typeof text !== 'string' || text.trim() === '') throw new ModelFailure('empty');
      return text;
    } catch (error) {
      if (error instanceof ModelFailure || error instanceof ApiError) throw error;
      throw controller.signal.aborted ? new ModelFailure('timeout') : new ModelFailure('transport');
    } finally {
      clearTimeout(timer);
    }
  }
}
