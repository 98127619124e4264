import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { StatusResponse } from '../../lib/api-types/api';
import { SessionContext } from '../../lib/session';
import { fakeSession } from '../../test/renderApp';
import { AiStatusBadge, aiBadgeFor } from './AiStatusBadge';

function status(aiConfigured: boolean): StatusResponse {
  const limits = { perMinute: 20, perDay: 500, tokensPerDay: 0 };
  return { aiConfigured, model: aiConfigured ? 'gpt-4' : '', mode: 'local', caller: { guest: false, limits, backgroundLimits: limits } };
}

describe('aiBadgeFor', () => {
  it('says nothing while checking is off', () => {
    expect(aiBadgeFor(false, status(true), false)).toBeNull();
  });

  it('says AI Enabled only when the server has a model', () => {
    expect(aiBadgeFor(true, status(true), false)).toMatchObject({ label: 'AI Enabled', description: expect.stringContaining('gpt-4') });
    expect(aiBadgeFor(true, status(false), false)).toMatchObject({
      label: 'Built-in checks',
      description: expect.stringContaining('No AI model is configured on this server'),
    });
  });

  it('waits for the answer, and admits when it cannot know', () => {
    expect(aiBadgeFor(true, null, false)).toBeNull();
    expect(aiBadgeFor(true, null, true)).toMatchObject({ label: 'Checking on' });
  });
});

describe('AiStatusBadge', () => {
  it('asks /api/status once per session, whatever the number of badges', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(status(false)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const session = fakeSession('signedIn');
    const { rerender } = render(
      <SessionContext.Provider value={session}>
        <AiStatusBadge checkingOn />
        <AiStatusBadge checkingOn />
      </SessionContext.Provider>,
    );
    expect(await screen.findAllByText('Built-in checks')).toHaveLength(2);
    // Opening the editor again later reuses the answer at once.
    rerender(
      <SessionContext.Provider value={session}>
        <AiStatusBadge checkingOn key="again" />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('Built-in checks')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/status');
  });

  it('says checking is on without claiming AI when the server cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <SessionContext.Provider value={fakeSession('guest')}>
        <AiStatusBadge checkingOn />
      </SessionContext.Provider>,
    );
    expect(await screen.findByText('Checking on')).toBeInTheDocument();
    expect(screen.queryByText('AI Enabled')).toBeNull();
  });
});
