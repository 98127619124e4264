import { act, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { fakeSession, renderApp } from '../../test/renderApp';
import { useAuthAction } from './useAuthAction';

let finish: () => void = () => {};

function AuthPage() {
  const { run } = useAuthAction();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void run(() => new Promise<void>((resolve) => (finish = resolve)), 'failed')}>act</button>
      <button onClick={() => navigate('/settings')}>elsewhere</button>
    </>
  );
}

function renderAuthPage() {
  return renderApp(
    <Routes>
      <Route path="/signup" element={<AuthPage />} />
      <Route path="/settings" element={<p>Settings page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { path: '/signup', session: fakeSession('signedIn') },
  );
}

describe('useAuthAction', () => {
  it('goes to the dashboard when the action is done', async () => {
    const { user, location } = renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'act' }));
    await act(async () => finish());
    expect(location().pathname).toBe('/dashboard');
  });

  it('sends nobody back when the page has gone before the action finished', async () => {
    const { user, location } = renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'act' }));
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await act(async () => finish());
    expect(location().pathname).toBe('/settings');
    expect(screen.getByText('Settings page')).toBeInTheDocument();
  });
});
