import { navigationString } from '../../app/navigationState';

/**
 * Navigation state the consultation page accepts (docs/product/screens-and-routes.md#doctor-consultation): an
 * appointment and the doctor to preselect.
 */
export interface ConsultationState {
  id?: string;
  doctorId?: string;
}

/** History state is whatever an earlier page (or a browser restore) left: only well-formed ids are kept. */
export const consultationStateOf = (state: unknown): ConsultationState => {
  const id = navigationString(state, 'id');
  const doctorId = navigationString(state, 'doctorId');
  return { ...(id ? { id } : {}), ...(doctorId ? { doctorId } : {}) };
};
