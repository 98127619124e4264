import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignView } from './CampaignView';
import { NO_HIGHLIGHTS } from './format';
import { testCampaign } from './testCampaign';

describe('CampaignView', () => {
  it("shows each fight's creatures with count, CR and XP, and its difficulty for the party with the numbers", () => {
    render(<CampaignView campaign={testCampaign()} highlights={NO_HIGHLIGHTS} />);
    const raid = screen.getAllByTestId('campaign-encounter')[1];
    const creatures = within(raid).getByRole('list', { name: 'Creatures' });
    expect(within(creatures).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '6 × Sahuagin · CR 1/2 · 100 XP each (600)',
      'Sahuagin Tide-Priest · not an SRD creature, not counted',
    ]);
    const rating = within(raid).getByTestId('fight-rating');
    expect(rating).toHaveTextContent('hardfor 4 level-3 characters');
    expect(rating).toHaveTextContent('1,200 adjusted XP (600 XP of monsters × 2 for 6 monsters). Thresholds: easy 300 · medium 600 · hard 900 · deadly 1,600.');
    // A scene without monsters has no fight box.
    expect(within(screen.getAllByTestId('campaign-encounter')[0]).queryByTestId('encounter-fight')).not.toBeInTheDocument();
  });

  it('lists the stat blocks: AC, HP, speed, CR with XP and the main actions; a model block as text only', () => {
    render(<CampaignView campaign={testCampaign()} highlights={NO_HIGHLIGHTS} />);
    expect(screen.getByRole('region', { name: 'Stat Blocks (2)' })).toBeInTheDocument();
    const [sahuagin, priest] = screen.getAllByTestId('campaign-stat-block');
    expect(sahuagin).toHaveTextContent('Sahuagin · Medium humanoid (sahuagin) · CR 1/2 (100 XP)');
    expect(sahuagin).toHaveTextContent('AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft.');
    expect(sahuagin).toHaveTextContent('Bite: +3 to hit, 3 (1d4 + 1) piercing');
    expect(priest).toHaveTextContent(/AC 13, HP 33$/);
    expect(priest.querySelector('script, div.stat-block')).toBeNull();
  });
});
