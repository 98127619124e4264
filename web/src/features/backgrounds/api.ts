// The Backgrounds tab's calls: POST /api/backgrounds/generate (streamed:
// the reply's text as it is written, then the authoritative background) and
// POST /api/backgrounds/refine. Both metered; a 400 names the fields.
import type { ApiClient } from '../../lib/api';
import { useApiMutation, type CallHandlers } from '../../lib/api-query';
import type {
  BackgroundGenerateRequest,
  BackgroundGenerateResponse,
  BackgroundRefineRequest,
  BackgroundRefineResponse,
} from '../../lib/api-types/api';
import type { Background, MechanicalElement, PlotHook, Relationship, Secret } from '../../lib/api-types/backgrounds';

/** Spec section 8. */
export const GENERATE_FAILED = 'Failed to generate background';
export const REFINE_FAILED = 'Failed to refine background';

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

/** Entries of an optional list, or undefined when the reply has none. */
function entries<T>(value: unknown, read: (item: Loose) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out = value.map((item) => read(record(item))).filter((item): item is T => item !== null);
  return out.length > 0 ? out : undefined;
}

const readSecret = (s: Loose): Secret | null =>
  text(s.description) ? { type: text(s.type), description: text(s.description), severity: text(s.severity), potentialConsequences: texts(s.potentialConsequences) } : null;

const readHook = (h: Loose): PlotHook | null =>
  text(h.title) || text(h.description)
    ? {
        type: text(h.type),
        title: text(h.title),
        description: text(h.description),
        urgency: text(h.urgency),
        dmGuidance: text(h.dmGuidance),
        potentialOutcomes: texts(h.potentialOutcomes),
      }
    : null;

const readRelationship = (r: Loose): Relationship | null =>
  text(r.name) || text(r.description)
    ? {
        name: text(r.name),
        relationship: text(r.relationship),
        description: text(r.description),
        currentStatus: text(r.currentStatus),
        importance: text(r.importance),
        plotPotential: text(r.plotPotential),
      }
    : null;

const readMechanic = (m: Loose): MechanicalElement | null => {
  if (!text(m.name)) return null;
  const element: MechanicalElement = { type: text(m.type), name: text(m.name), description: text(m.description), source: text(m.source) };
  if (text(m.gameEffect)) element.gameEffect = text(m.gameEffect);
  return element;
};

/**
 * A background the result view can always draw: every text a string, every
 * list an array of strings, optional parts present only with entries. The
 * server fills what the model left out, but the view must not break on a
 * reply that slipped through in another shape.
 */
export function normalizeBackground(value: unknown): Background {
  const b = record(value);
  const history = record(b.personalHistory);
  const motivations = record(b.motivations);
  const goals = record(b.goals);
  const background: Background = {
    id: text(b.id),
    request: b.request as Background['request'],
    characterConcept: text(b.characterConcept),
    backgroundSummary: text(b.backgroundSummary),
    personalHistory: {
      earlyLife: text(history.earlyLife),
      formativeEvents: texts(history.formativeEvents),
      recentPast: text(history.recentPast),
      howTheyBecameTheirClass: text(history.howTheyBecameTheirClass),
    },
    personalityTraits: texts(b.personalityTraits),
    ideals: texts(b.ideals),
    bonds: texts(b.bonds),
    flaws: texts(b.flaws),
    motivations: { primary: text(motivations.primary), secondary: texts(motivations.secondary) },
    goals: { shortTerm: texts(goals.shortTerm), longTerm: texts(goals.longTerm), lifeGoal: text(goals.lifeGoal) },
    mannerisms: texts(b.mannerisms),
    fears: texts(b.fears),
    possessions: texts(b.possessions),
    generatedAt: text(b.generatedAt),
    source: b.source === 'ai' ? 'ai' : 'fallback',
  };
  if (b.fallbackReason === 'not_configured' || b.fallbackReason === 'model_failed') background.fallbackReason = b.fallbackReason;
  if (text(b.lastRefinedAt)) background.lastRefinedAt = text(b.lastRefinedAt);
  const secrets = entries(b.secrets, readSecret);
  if (secrets) background.secrets = secrets;
  const plotHooks = entries(b.plotHooks, readHook);
  if (plotHooks) background.plotHooks = plotHooks;
  const relationships = entries(b.relationships, readRelationship);
  if (relationships) background.relationships = relationships;
  const mechanicalElements = entries(b.mechanicalElements, readMechanic);
  if (mechanicalElements) background.mechanicalElements = mechanicalElements;
  return background;
}

/** Streams a background: `onDelta` gets the reply as it is written; resolves with the authoritative result. */
export async function streamBackground(client: ApiClient, request: BackgroundGenerateRequest, handlers: CallHandlers): Promise<BackgroundGenerateResponse> {
  const result = await client.stream<BackgroundGenerateResponse>('/api/backgrounds/generate', request, handlers);
  return normalizeBackground(result);
}

export async function refineBackground(client: ApiClient, request: BackgroundRefineRequest, { signal }: Pick<CallHandlers, 'signal'>): Promise<BackgroundRefineResponse> {
  const result = await client.request<BackgroundRefineResponse>('POST', '/api/backgrounds/refine', request, signal);
  const changed = Array.isArray(result.changedSections) ? result.changedSections.filter((s): s is string => typeof s === 'string') : [];
  return { ...result, background: normalizeBackground(result.background), changedSections: changed };
}

export const useGenerateBackground = () => useApiMutation(streamBackground, { fallbackMessage: GENERATE_FAILED });
export const useRefineBackground = () => useApiMutation(refineBackground, { fallbackMessage: REFINE_FAILED });
