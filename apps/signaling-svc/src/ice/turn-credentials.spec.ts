import { turnCredentials } from './turn-credentials';

describe('turnCredentials (coturn use-auth-secret)', () => {
  it('signs `<unix expiry>:<account id>` with HMAC-SHA1 of the secret, in base64', () => {
    // Vector computed apart: printf %s "$username" | openssl dgst -sha1 -hmac "$secret" -binary | base64
    expect(
      turnCredentials(
        'north-wind-secret-0123',
        '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
        new Date('2030-01-01T00:00:00.000Z'),
      ),
    ).toEqual({
      username: '1893456000:5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
      credential: 'JLgJcUb+wW8bUar5cFdP5+BUCNs=',
    });
  });

  it('rounds the expiry down to whole seconds', () => {
    const { username } = turnCredentials('s'.repeat(16), 'a', new Date('2030-01-01T00:00:00.999Z'));
    expect(username).toBe('1893456000:a');
  });
});
