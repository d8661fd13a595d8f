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
  /** A doctor's stored emergency notifications, newest first, with the unread count. */
  listEmergencyNotifications: 'ai.notifications.emergencies.list',
  /** Marks some or all of a doctor's emergency notifications read. */
  readEmergencyNotifications: 'ai.notifications.emergencies.read',
} as const;

/** Events of the insights flow (docs/architecture.md#health-insights-and-emergencies). */
export const AI_EVENTS = {
  /** ai-svc → auth-svc: new insights of one profile version; auth-svc stores them unless newer ones are stored. */
  insightsGenerated: 'health.insights.generated',
  /**
   * ai-svc → ai-svc's notifications: a patient's insights turned into an emergency (stored with them). Its
   * consumer finds the consulting doctors, stores a notification for each and announces `emergency`.
   */
  emergencyBegan: 'health.emergency.began',
  /** ai-svc → every gateway: the doctors notified of an emergency; each gateway toasts those it holds. */
  emergency: 'health.emergency',
} as const;
