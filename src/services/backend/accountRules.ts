// The account rules' numbers, on their own so the sign-up form can show them without loading the
// schemas that enforce them (validation.ts, which brings valibot).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
