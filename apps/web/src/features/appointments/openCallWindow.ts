/** Opens an appointment's video call in its own window, so the dashboard stays usable beside it. */
export const openCallWindow = (appointmentId: string): void => {
  window.open(`/user/video-call/${appointmentId}`, '_blank', 'noopener');
};
