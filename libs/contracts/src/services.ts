/** The back-end services that answer on the bus. The gateway is the caller, not a service. */
export const SERVICE_NAMES = ['auth', 'appointment', 'chat', 'ai', 'signaling'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Nx project (and folder) name of each service app. */
export const SERVICE_APPS: Record<ServiceName, string> = {
  auth: 'auth-svc',
  appointment: 'appointment-svc',
  chat: 'chat-svc',
  ai: 'ai-svc',
  signaling: 'signaling-svc',
};
