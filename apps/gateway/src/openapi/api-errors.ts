/**
 * What the gateway means by each failure status (docs/architecture.md#http-api); the body is always ApiErrorBody.
 */
export const ERROR_DESCRIPTIONS: Readonly<Record<number | 'default', string>> = {
  400: 'The request is not valid: a body, query or path parameter of the wrong shape.',
  401: 'No valid session: sign in first.',
  403: 'Refused: a cross-site request, or something that is not yours to see or do.',
  404: 'Nothing of that name exists (or none the caller may see).',
  409: 'Conflicts with the current state (e.g. a slot booked meanwhile).',
  413: 'The body or an uploaded file is too large.',
  422: 'A field breaks its rule: `errors` names each field (`<group>.<field>`) with the rule’s message.',
  429: 'Too many requests: try again after the Retry-After header’s seconds.',
  503: 'A service is unavailable.',
  504: 'A service did not answer in time.',
  default: 'Any other failure (500): its message never carries details.',
};

export interface RouteShape {
  method: string;
  isPublic: boolean;
  /** It reads a body, query or path parameters (validated: 400 when they are of the wrong shape). */
  hasInputs: boolean;
  hasBody: boolean;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The failure statuses a route can answer whatever it does, from its shape alone: the global pipes, guards and
 * limits every request passes (validation, session, same-origin check, body limits, rate limit, the bus).
 */
export const automaticErrorStatuses = (route: RouteShape): number[] =>
  [
    ...(route.hasInputs ? [400] : []),
    ...(route.isPublic ? [] : [401]),
    ...(STATE_CHANGING.has(route.method) ? [403] : []),
    ...(route.hasBody ? [413] : []),
    429,
    503,
    504,
  ].sort((a, b) => a - b);
