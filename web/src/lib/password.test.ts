// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidEmail, passwordProblems } from './password';

describe('password policy', () => {
  it('lists each broken rule with the spec message', () => {
    expect(passwordProblems('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
    ]);
    expect(passwordProblems('abcdefgh')).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ]);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(isStrongPassword('Abcdef1')).toBe(false);
  });

  it('checks the simple address pattern', () => {
    expect(isValidEmail('dm@tavern.org')).toBe(true);
    expect(isValidEmail('dm@tavern')).toBe(false);
    expect(isValidEmail('dm tavern.org')).toBe(false);
  });
});
