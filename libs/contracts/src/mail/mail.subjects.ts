/** Request/reply subjects of the e-mail settings, answered by auth-svc (which owns addresses and names). */
export const MAIL_SUBJECTS = {
  getSettings: 'mail.settings.get',
  saveSettings: 'mail.settings.save',
} as const;
