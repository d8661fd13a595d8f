import { API_BASE } from '../config';

export interface JsonAnswer<TBody> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, shaped as the contract says; undefined when the answer was empty or not JSON. */
  body: TBody | undefined;
}

const parseJson = <TBody>(text: string): TBody | undefined => {
  try {
    return JSON.parse(text) as TBody;
  } catch {
    return undefined;
  }
};

/**
 * A JSON call with the session cookie, for the few calls the first pages make (session restore, login, logout):
 * RTK Query stays in the dashboards' chunks, out of the first download. Rejects only when there was no answer.
 */
export const requestJson = async <TBody>(
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<JsonAnswer<TBody>> => {
  const response = await fetch(
    new Request(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
  );
  return { ok: response.ok, status: response.status, body: parseJson<TBody>(await response.text()) };
};
