import { type Actor } from '../session/role';

/**
 * Which e-mails a person gets, one switch per kind (all on until they say otherwise). A patient's settings carry
 * no `emergency`: only doctors get that e-mail.
 */
export interface EmailSettings {
  booked: boolean;
  cancelled: boolean;
  reminder: boolean;
  emergency?: boolean;
}

/** PUT /api/dashboard/settings/email body: the switches to change (at least one); the others keep their value. */
export interface EmailSettingsChange {
  booked?: boolean;
  cancelled?: boolean;
  reminder?: boolean;
  emergency?: boolean;
}

/** gateway → auth-svc: the actor's own settings. */
export interface EmailSettingsQuery {
  actor: Actor;
}

/** gateway → auth-svc: change the actor's own settings. */
export interface SaveEmailSettingsCommand extends EmailSettingsChange {
  actor: Actor;
}

/** auth-svc's answer to both: the settings and whether this server sends e-mail at all (SMTP_URL set). */
export interface EmailSettingsReply {
  settings: EmailSettings;
  sending: boolean;
}

/** GET and PUT /api/dashboard/settings/email success body. */
export interface EmailSettingsResponse extends EmailSettingsReply {
  status: 'success';
}
