import { type EmailSettingsQuery, type EmailSettingsReply, type SaveEmailSettingsCommand } from './mail.types';
import { type MAIL_SUBJECTS } from './mail.subjects';

/** Every request of the e-mail settings: what each pattern takes and what it replies. */
export interface MailRpc {
  [MAIL_SUBJECTS.getSettings]: { request: EmailSettingsQuery; reply: EmailSettingsReply };
  [MAIL_SUBJECTS.saveSettings]: { request: SaveEmailSettingsCommand; reply: EmailSettingsReply };
}
