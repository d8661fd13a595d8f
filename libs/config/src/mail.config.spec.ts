import { InvalidConfigError, loadConfig } from './load-config';
import { MailConfig } from './mail.config';

describe('MailConfig', () => {
  it('sends nothing by default, with a gentle retry pace', () => {
    expect({ ...loadConfig(MailConfig, {}) }).toEqual({
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      MAIL_RETRY_BASE_MS: 5_000,
      MAIL_RETRY_MAX_MS: 900_000,
    });
  });

  it('reads an SMTP server with its sender', () => {
    expect(
      loadConfig(MailConfig, {
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'VitalSync <no-reply@example.com>',
        MAIL_RETRY_BASE_MS: '100',
        MAIL_RETRY_MAX_MS: '2000',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'VitalSync <no-reply@example.com>',
      MAIL_RETRY_BASE_MS: 100,
      MAIL_RETRY_MAX_MS: 2000,
    });
  });

  it('wants a sender with the server, and never quotes the server’s URL back', () => {
    expect(() => loadConfig(MailConfig, { SMTP_URL: 'smtp://localhost:25' })).toThrow(
      new InvalidConfigError(['MAIL_FROM must be set when SMTP_URL is set']),
    );
    expect(() =>
      loadConfig(MailConfig, { SMTP_URL: 'http://mailer:secret@host', MAIL_FROM: 'a@example.com' }),
    ).toThrow(new InvalidConfigError(['SMTP_URL must be a URL starting with smtp:// or smtps://']));
  });

  it.each(['no-reply', 'Name <no-reply>', 'a@b c@d'])('refuses the sender "%s"', (from) => {
    expect(() => loadConfig(MailConfig, { MAIL_FROM: from })).toThrow(
      new InvalidConfigError([
        `MAIL_FROM must be an e-mail address, optionally as "Name <address>", got ${JSON.stringify(from)}`,
      ]),
    );
  });
});
