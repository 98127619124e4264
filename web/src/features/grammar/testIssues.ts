// Issue and result builders shared by the grammar tests.
import type { GrammarCheckResult, GrammarIssue, IssueKind, NewWord } from './api';
import { countIssues } from './grammarLogic';

const SHORT: Record<IssueKind, string> = { grammar: 'Grammar error', spelling: 'Spelling error', style: 'Style suggestion' };

/** An issue over the first occurrence of `fragment` in `text` (from `from`). */
export function issueAt(
  text: string,
  fragment: string,
  type: IssueKind,
  suggestions: string[],
  options: { from?: number; message?: string } = {},
): GrammarIssue {
  const start = text.indexOf(fragment, options.from ?? 0);
  if (start < 0) throw new Error(`"${fragment}" is not in the text`);
  const end = start + fragment.length;
  return {
    id: `${type}-${start}-${end}`,
    type,
    severity: type === 'style' ? 'suggestion' : 'error',
    category: type,
    position: { start, end },
    message: options.message ?? `Check "${fragment}".`,
    shortMessage: SHORT[type],
    suggestions,
    confidence: 0.9,
    rule: { id: `${type}-rule`, description: 'test rule', category: type },
    context: { text, highlightStart: start, highlightEnd: end },
  };
}

export function resultOf(
  errors: GrammarIssue[],
  options: { qualityScore?: number; source?: string; newWords?: NewWord[] } = {},
): GrammarCheckResult {
  const counts = countIssues(errors);
  return {
    errors,
    statistics: {
      totalErrors: counts.total,
      grammarErrors: counts.grammar,
      spellingErrors: counts.spelling,
      styleIssues: counts.style,
      qualityScore: options.qualityScore ?? 90,
      wordCount: 10,
      sentenceCount: 1,
      paragraphCount: 1,
      readingTime: 1,
      issueCount: { grammar: counts.grammar, spelling: counts.spelling, style: counts.style },
      campaignMetrics: { dndTerms: 0, dialogueRatio: 0, descriptiveRatio: 1, styleBalance: 'balanced' },
    },
    source: options.source ?? 'local',
    newWords: options.newWords ?? [],
  };
}
