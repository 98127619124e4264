import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatusResponse } from '../../lib/api-types/api';
import { SessionContext } from '../../lib/session';
import { jsonResponse, scriptApi } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { server } from '../../test/server';
import { ServerStateForTests } from '../../test/ServerStateForTests';
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
    const { calls } = scriptApi({ 'GET /api/status': [jsonResponse(200, status(false))] });
    const session = fakeSession('signedIn');
    const { rerender } = render(
      <ServerStateForTests>
        <SessionContext.Provider value={session}>
          <AiStatusBadge checkingOn />
          <AiStatusBadge checkingOn />
        </SessionContext.Provider>
      </ServerStateForTests>,
    );
    expect(await screen.findAllByText('Built-in checks')).toHaveLength(2);
    // Opening the editor again later reuses the answer at once.
    rerender(
      <ServerStateForTests>
        <SessionContext.Provider value={session}>
          <AiStatusBadge checkingOn key="again" />
        </SessionContext.Provider>
      </ServerStateForTests>,
    );
    expect(screen.getByText('Built-in checks')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/status']);
  });

  it('says checking is on without claiming AI when the server cannot be asked', async () => {
    server.use(http.get('*/api/status', () => HttpResponse.error()));
    render(
      <ServerStateForTests>
        <SessionContext.Provider value={fakeSession('guest')}>
          <AiStatusBadge checkingOn />
        </SessionContext.Provider>
      </ServerStateForTests>,
    );
    expect(await screen.findByText('Checking on')).toBeInTheDocument();
    expect(screen.queryByText('AI Enabled')).toBeNull();
  });
});
