// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailPrefix, guestProfile, isGuestId, newAccountProfile, newGuestId } from './defaults';

describe('profile defaults', () => {
  it('takes the e-mail prefix as the display-name fallback', () => {
    expect(emailPrefix('tasha@example.com')).toBe('tasha');
    expect(emailPrefix(null)).toBe('');
    expect(newAccountProfile({ uid: 'u', email: 'tasha@example.com', emailVerified: false }).displayName).toBe('tasha');
    expect(newAccountProfile({ uid: 'u', email: 'tasha@example.com', emailVerified: false }, { displayName: '  ' }).displayName).toBe('tasha');
  });

  it('builds the spec guest profile', () => {
    const id = newGuestId(1700000000000);
    expect(id).toMatch(/^guest_1700000000000_[a-z0-9]+$/);
    expect(isGuestId(id)).toBe(true);
    const guest = guestProfile(id);
    expect(guest).toMatchObject({
      id,
      displayName: 'Guest User',
      isGuest: true,
      emailVerified: false,
      subscriptionStatus: 'free',
      preferences: { notifications: { email: false, inApp: true, weekly: false } },
    });
    expect(guest.email).toMatch(/guest/);
  });
});
