// A complete background for the tests, with every optional part.
import type { Background } from '../../lib/api-types/backgrounds';

export function testBackground(overrides: Partial<Background> = {}): Background {
  return {
    id: 'bg_0001',
    request: {
      race: 'Tiefling',
      characterClass: 'Warlock',
      background: 'Folk Hero',
      characterLevel: 3,
      alignment: 'Chaotic Good',
      generationStyle: 'detailed',
      theme: 'dark',
      tone: 'gritty',
      setting: 'rural',
      includeSecrets: true,
      includePlotHooks: true,
      includeRelationships: true,
      includeMechanicalElements: true,
    },
    characterConcept: 'A horned farmhand who bargained with a devil to save a village.',
    backgroundSummary: 'Raised at the edge of the downs, feared for the horns and loved for the deed.',
    personalHistory: {
      earlyLife: 'Born under suspicious eyes.',
      formativeEvents: ['Held the bridge alone.', 'Made the bargain.'],
      recentPast: 'Left home with a pack and a debt.',
      howTheyBecameTheirClass: 'A patron answered a desperate prayer.',
    },
    personalityTraits: ['Judges people by their actions', 'Keeps their boots in good repair'],
    ideals: ['Fairness. No one is above the law.'],
    bonds: ['The village that cast them out'],
    flaws: ['Trusts no one'],
    motivations: { primary: 'To stay ahead of the debt', secondary: ['To be welcome somewhere'] },
    goals: { shortTerm: ['Learn the price'], longTerm: ['Break the bargain'], lifeGoal: 'To die on their own terms' },
    mannerisms: ['Traces their horns when thinking', 'Glances over a shoulder'],
    fears: ['The price coming due'],
    possessions: ['A shovel', 'A contract in ink that will not fade'],
    secrets: [{ type: 'connection', description: 'The patron ordered the massacre.', severity: 'major', potentialConsequences: ['An unwitting agent'] }],
    plotHooks: [
      {
        type: 'rival',
        title: 'The Collector Calls',
        description: 'A smiling collector asks for a small favour.',
        urgency: 'high',
        dmGuidance: 'Make refusing costly.',
        potentialOutcomes: ['The debt grows'],
      },
    ],
    relationships: [
      {
        name: 'Art',
        relationship: 'Sibling',
        description: 'Stayed behind.',
        currentStatus: 'Writes rarely',
        importance: 'central',
        plotPotential: 'Could be threatened.',
      },
    ],
    mechanicalElements: [
      { type: 'feature', name: 'Rustic Hospitality', description: 'Common folk shelter them.', gameEffect: 'Find shelter among commoners.', source: 'Background: Folk Hero' },
    ],
    generatedAt: '2026-11-22T23:00:00Z',
    source: 'fallback',
    fallbackReason: 'not_configured',
    ...overrides,
  };
}

/** The same background without its optional parts (the request asked for none). */
export function plainBackground(): Background {
  const { secrets: _s, plotHooks: _p, relationships: _r, mechanicalElements: _m, ...rest } = testBackground();
  return { ...rest, request: { ...rest.request, includeSecrets: false, includePlotHooks: false, includeRelationships: false, includeMechanicalElements: false } };
}
