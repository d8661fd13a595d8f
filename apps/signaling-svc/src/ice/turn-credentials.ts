import { createHmac } from 'node:crypto';

export interface TurnCredentials {
  username: string;
  credential: string;
}

/**
 * coturn's `use-auth-secret` (the TURN REST API draft): the username is `<unix expiry>:<account id>`, the
 * credential base64(HMAC-SHA1(secret, username)). coturn recomputes it from its `static-auth-secret` and refuses
 * it once the expiry has passed, so nothing is stored and nothing needs revoking.
 */
export const turnCredentials = (secret: string, accountId: string, expiresAt: Date): TurnCredentials => {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${accountId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
};
