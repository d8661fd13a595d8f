/** Request/reply subjects answered by ai-svc. */
export const AI_SUBJECTS = {
  /** The health assistant: one reply to a conversation (POST /api/gemini-chatbot). */
  assistant: 'ai.assistant',
  /** A patient's water intake of one day (the lifestyle tracker). */
  getWater: 'ai.lifestyle.water.get',
  setWater: 'ai.lifestyle.water.set',
  /** The reminders a patient dismissed on the notifications page. */
  listDismissed: 'ai.reminders.dismissed',
  dismiss: 'ai.reminders.dismiss',
} as const;

/** Events of the insights flow (DESIGN.md section 7). */
export const AI_EVENTS = {
  /** ai-svc → auth-svc: new insights of one profile version; auth-svc stores them unless newer ones are stored. */
  insightsGenerated: 'health.insights.generated',
  /** ai-svc → every gateway: a patient became an emergency; each gateway toasts the consulting doctors it holds. */
  emergency: 'health.emergency',
} as const;
