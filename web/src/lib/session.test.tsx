import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BrowserProfileRepository } from './profiles/browser';
import type { ProfileRepository } from './profiles/types';
import { SessionProvider, useSession, type SessionAccount, type SessionServices } from './session';
import { GUEST_ID_KEY } from './storage';

let dbCount = 0;

function fakeServices(repo: ProfileRepository = new BrowserProfileRepository({ dbName: `session-test-${++dbCount}` })) {
  let emit: (account: SessionAccount | null) => void = () => {};
  const services: SessionServices = {
    onAccountChange: (listener) => {
      emit = listener;
      return () => {};
    },
    currentAccount: vi.fn(async () => null),
    signOut: vi.fn(async () => emit(null)),
    forgetAccountOnDevice: vi.fn(async () => {}),
    unsavedOnDevice: vi.fn(async () => 0),
    detectStorageBackend: vi.fn(async () => 'browser' as const),
    profileRepository: vi.fn(async () => repo),
  };
  return { services, emit: (a: SessionAccount | null) => act(() => emit(a)), repo };
}

function account(overrides: Partial<SessionAccount> = {}): SessionAccount {
  return {
    uid: 'uid-1',
    email: 'jester@example.com',
    displayName: null,
    emailVerified: false,
    getIdToken: async () => 'token-1',
    setDisplayName: vi.fn(async () => {}),
    ...overrides,
  };
}

function Probe() {
  const s = useSession();
  return (
    <div>
      <p data-testid="mode">{s.mode}</p>
      <p data-testid="dictionary">{(s.user?.personalDictionary ?? []).join(', ')}</p>
      <button onClick={() => void s.updateProfile({ personalDictionary: [...(s.user?.personalDictionary ?? []), 'Kaireus the Grey'] })}>add word</button>
      <p data-testid="name">{s.user?.displayName ?? ''}</p>
      <p data-testid="id">{s.user?.id ?? ''}</p>
      <p data-testid="error">{s.error ?? ''}</p>
      <button onClick={() => void s.getIdToken().then((t) => (document.title = String(t)))}>token</button>
      <button onClick={() => void s.updateProfile({ displayName: 'Jester Lavorre' })}>rename</button>
      <button onClick={() => void s.signOut()}>sign out</button>
    </div>
  );
}

describe('SessionProvider', () => {
  it('starts loading, then silently creates a guest that returns after a reload', async () => {
    const first = fakeServices();
    const { unmount } = render(
      <SessionProvider services={first.services}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('loading');
    first.emit(null);
    expect(screen.getByTestId('mode')).toHaveTextContent('guest');
    expect(screen.getByTestId('name')).toHaveTextContent('Guest User');
    const guestId = screen.getByTestId('id').textContent!;
    expect(guestId).toMatch(/^guest_\d+_/);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(guestId);
    unmount();

    const second = fakeServices();
    render(
      <SessionProvider services={second.services}>
        <Probe />
      </SessionProvider>,
    );
    second.emit(null);
    expect(screen.getByTestId('id')).toHaveTextContent(guestId);
    screen.getByText('token').click();
    await waitFor(() => expect(document.title).toBe('null'));
  });

  it('creates the missing profile of a signed-in account with the e-mail prefix as name', async () => {
    const { services, emit, repo } = fakeServices();
    render(
      <SessionProvider services={services}>
        <Probe />
      </SessionProvider>,
    );
    emit(account());
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('name')).toHaveTextContent('jester');
    expect(await repo.get('uid-1')).toMatchObject({ displayName: 'jester', userType: 'professional' });
    screen.getByText('token').click();
    await waitFor(() => expect(document.title).toBe('token-1'));
  });

  it('signing out removes what this device keeps of the account, after Firebase has signed it out', async () => {
    const { services, emit } = fakeServices();
    render(
      <SessionProvider services={services}>
        <Probe />
      </SessionProvider>,
    );
    emit(account());
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('signedIn'));
    act(() => screen.getByText('sign out').click());
    await waitFor(() => expect(services.forgetAccountOnDevice).toHaveBeenCalledWith('uid-1'));
    expect(vi.mocked(services.signOut).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(services.forgetAccountOnDevice!).mock.invocationCallOrder[0]);
  });

  it('updates the auth profile, then the stored profile, for a new display name', async () => {
    const { services, emit, repo } = fakeServices();
    const acc = account();
    render(
      <SessionProvider services={services}>
        <Probe />
      </SessionProvider>,
    );
    emit(acc);
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('signedIn'));
    screen.getByText('rename').click();
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Jester Lavorre'));
    expect(acc.setDisplayName).toHaveBeenCalledWith('Jester Lavorre');
    expect((await repo.get('uid-1'))?.displayName).toBe('Jester Lavorre');
  });

  it('reports a profile load failure with no user', async () => {
    const broken: ProfileRepository = {
      get: async () => {
        throw new Error('offline');
      },
      createIfMissing: async () => {
        throw new Error('offline');
      },
      update: async () => {
        throw new Error('offline');
      },
    };
    const { services, emit } = fakeServices(broken);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider services={services}>
        <Probe />
      </SessionProvider>,
    );
    emit(account());
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('Failed to load user profile'));
    expect(screen.getByTestId('mode')).toHaveTextContent('anonymous');
    expect(screen.getByTestId('id')).toHaveTextContent('');
  });

  it("keeps a guest's profile changes (the personal dictionary) in this browser for the next visit", async () => {
    const guestRepo = new BrowserProfileRepository({ dbName: `session-guest-${++dbCount}` });
    const first = fakeServices();
    first.services.guestProfiles = async () => guestRepo;
    const { unmount } = render(
      <SessionProvider services={first.services}>
        <Probe />
      </SessionProvider>,
    );
    first.emit(null);
    const guestId = screen.getByTestId('id').textContent!;
    await act(async () => screen.getByText('add word').click());
    await waitFor(() => expect(screen.getByTestId('dictionary')).toHaveTextContent('Kaireus the Grey'));
    await waitFor(async () => expect((await guestRepo.get(guestId))?.personalDictionary).toEqual(['Kaireus the Grey']));
    expect(await guestRepo.get(guestId)).toMatchObject({ id: guestId, isGuest: true, displayName: 'Guest User' });
    unmount();

    // A reload: the same guest, with the word.
    const second = fakeServices();
    second.services.guestProfiles = async () => guestRepo;
    render(
      <SessionProvider services={second.services}>
        <Probe />
      </SessionProvider>,
    );
    second.emit(null);
    expect(screen.getByTestId('id')).toHaveTextContent(guestId);
    await waitFor(() => expect(screen.getByTestId('dictionary')).toHaveTextContent('Kaireus the Grey'));
  });

  it('keeps a guest change for the visit when the browser store fails', async () => {
    const failing: ProfileRepository = {
      get: async () => null,
      createIfMissing: async () => {
        throw new Error('quota exceeded');
      },
      update: async () => {
        throw new Error('quota exceeded');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services, emit } = fakeServices();
    services.guestProfiles = async () => failing;
    render(
      <SessionProvider services={services}>
        <Probe />
      </SessionProvider>,
    );
    emit(null);
    await act(async () => screen.getByText('add word').click());
    await waitFor(() => expect(screen.getByTestId('dictionary')).toHaveTextContent('Kaireus the Grey'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
