// The spec's password policy (section 5), shared by sign-up and settings.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_SUMMARY = 'Password must be at least 8 characters and include uppercase, lowercase, and a number.';

export const PASSWORD_RULES: ReadonlyArray<{ id: string; label: string; message: string; test(pw: string): boolean }> = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long',
    test: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (pw) => /[A-Z]/.test(pw),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (pw) => /[a-z]/.test(pw),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (pw) => /\d/.test(pw),
  },
];

/** The messages of every rule the password breaks, in the spec's order. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** The spec's "simple address pattern". */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
