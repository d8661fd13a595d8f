import {
  isRole,
  LOGIN_RULES,
  type LoginCommand,
  type LogoutCommand,
  validateFields,
} from '@vitalsync/contracts';

import { isUuid, requireActor, requireRecord, requireString } from '../common/payload';
import { invalidFields, invalidRequest, rpcError } from '../common/rpc-errors';

/** A LoginCommand from a bus payload, its fields checked with the login form's rules (422 like the gateway). */
export const parseLoginCommand = (payload: unknown): LoginCommand => {
  const { role, email, password, ip } = requireRecord(payload);
  const address = requireString(ip, 100).trim();
  if (!isRole(role) || address === '') throw invalidRequest();
  const errors = validateFields(LOGIN_RULES, { email, password });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { role, email: requireString(email), password: requireString(password), ip: address };
};

/** A LogoutCommand from a bus payload; a session id that cannot exist is a 404 like any session not found. */
export const parseLogoutCommand = (payload: unknown): LogoutCommand => {
  const { sessionId, actor } = requireRecord(payload);
  const parsedActor = requireActor(actor);
  if (!isUuid(sessionId)) throw rpcError({ status: 404, message: 'There is no such session.' });
  return { sessionId, actor: parsedActor };
};
