import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '../../test/renderApp';
import LandingPage from './LandingPage';

describe('LandingPage', () => {
  it('shows the hero, six features, the trust badges and the closing call to action', () => {
    renderApp(<LandingPage />, { session: fakeSession('guest') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forge legendary campaigns with Lorewright');
    const features = within(screen.getByRole('region', { name: 'Every tool a Dungeon Master needs' })).getAllByRole('listitem');
    expect(features.map((f) => within(f).getByRole('heading').textContent)).toEqual([
      'Campaign Generation',
      'Character Creation',
      'Balance Analysis',
      'Monster Re-skinning',
      'Writing Assistant',
      'Fantasy Name Generator',
    ]);
    const badges = within(screen.getByRole('list', { name: 'Why Lorewright' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['AI-Powered Writing', 'Privacy First', 'DM Community']);
    expect(screen.getByRole('heading', { name: 'Your next adventure starts here' })).toBeInTheDocument();
  });

  it('sends every start button to /dashboard', async () => {
    const { user, location } = renderApp(<LandingPage />, { session: fakeSession('guest') });
    expect(screen.getByRole('link', { name: 'Start Writing' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('link', { name: 'Start Your Campaign' }));
    expect(location().pathname).toBe('/dashboard');
  });

  it('tells guests they are exploring and must sign in to save, but not account holders', () => {
    const { unmount } = renderApp(<LandingPage />, { session: fakeSession('guest') });
    expect(screen.getByText(/exploring as a guest\. Sign in to save your campaigns/)).toBeInTheDocument();
    unmount();
    renderApp(<LandingPage />, { session: fakeSession('signedIn') });
    expect(screen.queryByText(/exploring as a guest/)).not.toBeInTheDocument();
  });
});
