import type { Campaign } from '../../lib/api-types/campaign';

/** A small campaign for tests, with overrides. */
export function testCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'camp-1',
    title: 'The Sunken Crown',
    parameters: {
      duration: 2,
      playerCount: 4,
      characterLevel: 3,
      setting: 'urban',
      theme: 'mystery',
      tone: 'dark',
      combatBalance: 'moderate',
      roleplayBalance: 'moderate',
      explorationBalance: 'moderate',
    },
    introduction: 'The fishing town of Gullhaven has lost its crown to the sea.\n\nThe bells ring at night.',
    plotHooks: ['The harbourmaster offers 200 gp.'],
    encounters: [
      { id: 'e1', title: 'Storm at the Docks', type: 'social', description: 'The harbourmaster pleads.', estimatedDuration: 20, difficultyLevel: 3, order: 1 },
      {
        id: 'e2',
        title: 'Sahuagin Raid',
        type: 'combat',
        description: 'Raiders burst from the surf.',
        estimatedDuration: 40,
        difficultyLevel: 7,
        order: 2,
        monsters: [
          { name: 'Sahuagin', count: 6, slug: 'sahuagin', challengeRating: '1/2', xp: 100 },
          { name: 'Sahuagin Tide-Priest', count: 1 },
        ],
        rating: {
          monsterCount: 6,
          baseXp: 600,
          multiplier: 2,
          adjustedXp: 1200,
          thresholds: { easy: 300, medium: 600, hard: 900, deadly: 1600 },
          difficulty: 'hard',
          unrated: ['Sahuagin Tide-Priest'],
        },
      },
      { id: 'e3', title: 'The Drowned Chapel', type: 'exploration', description: 'Water to the knees.', estimatedDuration: 30, difficultyLevel: 5, order: 3, optional: true },
    ],
    conclusion: 'The crown is returned.',
    npcs: [{ id: 'n1', name: 'Maren Holt', race: 'Human', role: 'harbourmaster', personality: 'gruff', motivation: 'save the town', description: 'Salt-grey beard.' }],
    locations: [{ id: 'l1', name: 'Gullhaven', type: 'fishing town', description: 'Grey roofs and gulls.' }],
    pacingNotes: ['Keep the raid short.'],
    statBlocks: [
      {
        id: 'sb-sahuagin',
        name: 'Sahuagin',
        type: 'Medium humanoid (sahuagin)',
        challengeRating: '1/2',
        stats: 'AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft. · CR 1/2 (100 XP)',
        slug: 'sahuagin',
        xp: 100,
        armorClass: '12',
        hitPoints: '22 (4d8 + 4)',
        speed: '30 ft., swim 40 ft.',
        actions: [
          { name: 'Multiattack', note: 'two melee attacks: one with its bite and one with its claws or spear' },
          { name: 'Bite', toHit: '+3', damage: '3 (1d4 + 1) piercing' },
        ],
      },
      { id: 'sb-1', name: 'Sahuagin Tide-Priest', type: 'Medium humanoid', challengeRating: '2', stats: '<div class="stat-block"><p>AC 13, HP 33</p><script>alert(1)</script></div>' },
    ],
    introductionDuration: 10,
    conclusionDuration: 10,
    estimatedDuration: 120,
    difficultyRating: 'medium',
    generatedAt: '2026-11-24T10:00:00Z',
    ...overrides,
  };
}
