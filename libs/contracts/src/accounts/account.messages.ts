/** Spec alerts (section 8) and the account messages both sides show; one copy so they cannot drift apart. */
export const SIGNUP_SUCCESS_MESSAGE = 'You have Successfully Signed In! Its Time to Login In';
export const LOGOUT_SUCCESS_MESSAGE = 'You have Successfully Logged Out!';
export const LOGIN_REQUIRED_MESSAGE = 'Please Login First!';
export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully.';
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email, password or role.';
