/** The two roles of the spec: patients are "user", doctors are "doctor". */
export const ROLES = ['user', 'doctor'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => value === 'user' || value === 'doctor';

/** The caller every gateway → service message carries. */
export interface Actor {
  id: string;
  role: Role;
}
