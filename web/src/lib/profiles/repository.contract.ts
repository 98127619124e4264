// The behaviour every ProfileRepository must show. Each implementation's
// test file calls this with a factory for a fresh, empty store.
import { describe, expect, it } from 'vitest';
import { newAccountProfile } from './defaults';
import { ProfileNotFoundError, type ProfileRepository } from './types';

export function profileRepositoryContract(name: string, makeRepository: () => Promise<ProfileRepository> | ProfileRepository) {
  const account = (uid: string) => ({ uid, email: `${uid}@example.com`, displayName: null, emailVerified: false });

  describe(`ProfileRepository contract: ${name}`, () => {
    it('returns null for a user without a profile', async () => {
      const repo = await makeRepository();
      expect(await repo.get('nobody')).toBeNull();
    });

    it('creates a profile with the spec defaults and timestamps', async () => {
      const repo = await makeRepository();
      const created = await repo.createIfMissing(newAccountProfile(account('u1'), { displayName: 'Vex' }));
      expect(created).toMatchObject({
        id: 'u1',
        email: 'u1@example.com',
        displayName: 'Vex',
        userType: 'professional',
        experienceLevel: 'intermediate',
        preferredTone: 'professional',
        subscriptionStatus: 'free',
        emailVerified: false,
        preferences: {
          theme: 'system',
          suggestionFrequency: 'medium',
          grammarCheckEnabled: true,
          notifications: { email: true, inApp: true, weekly: true },
          autoSaveInterval: 30,
          defaultPrivacy: 'private',
        },
      });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(created.updatedAt).toBeInstanceOf(Date);
      const read = await repo.get('u1');
      expect(read?.displayName).toBe('Vex');
      expect(read?.createdAt).toBeInstanceOf(Date);
    });

    it('never overwrites an existing profile on create', async () => {
      const repo = await makeRepository();
      await repo.createIfMissing(newAccountProfile(account('u2'), { displayName: 'First' }));
      const second = await repo.createIfMissing(newAccountProfile(account('u2'), { displayName: 'Second' }));
      expect(second.displayName).toBe('First');
      expect((await repo.get('u2'))?.displayName).toBe('First');
    });

    it('keeps one profile when two creates race', async () => {
      const repo = await makeRepository();
      const [a, b] = await Promise.all([
        repo.createIfMissing(newAccountProfile(account('u3'), { displayName: 'Alpha' })),
        repo.createIfMissing(newAccountProfile(account('u3'), { displayName: 'Beta' })),
      ]);
      expect(a.displayName).toBe(b.displayName);
    });

    it('merges updates, including nested preferences, and bumps updatedAt', async () => {
      const repo = await makeRepository();
      const created = await repo.createIfMissing(newAccountProfile(account('u4')));
      await new Promise((r) => setTimeout(r, 5));
      const updated = await repo.update('u4', {
        displayName: 'Renamed',
        preferences: { ...created.preferences, notifications: { ...created.preferences.notifications, weekly: false } },
      });
      expect(updated.displayName).toBe('Renamed');
      expect(updated.email).toBe('u4@example.com');
      expect(updated.preferences.notifications).toEqual({ email: true, inApp: true, weekly: false });
      expect(updated.createdAt.getTime()).toBe(created.createdAt.getTime());
      expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
      expect((await repo.get('u4'))?.displayName).toBe('Renamed');
    });

    it('records an e-mail change as unverified', async () => {
      const repo = await makeRepository();
      await repo.createIfMissing({ ...newAccountProfile(account('u5')), emailVerified: true });
      const updated = await repo.update('u5', { email: 'new@example.com', emailVerified: false });
      expect(updated).toMatchObject({ email: 'new@example.com', emailVerified: false });
    });

    it('refuses to update a profile that does not exist', async () => {
      const repo = await makeRepository();
      await expect(repo.update('ghost', { displayName: 'Nope' })).rejects.toBeInstanceOf(ProfileNotFoundError);
      expect(await repo.get('ghost')).toBeNull();
    });
  });
}
