import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import { ToolNotice } from '../../components/tools/ToolNotice';
import { ToolShell } from '../../components/tools/ToolShell';
import { useStepFocus } from '../../components/tools/useStepFocus';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Form, useZodForm } from '../../components/ui/Form';
import { ArrowLeftIcon, CheckIcon, ScrollIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { originOf } from '../../lib/api';
import type { Campaign, Change } from '../../lib/api-types/campaign';
import type { Origin } from '../../lib/api-types/llm';
import { useOptionalAssistantPanel } from '../../lib/editor-bridge';
import type { Notice } from '../../lib/notice';
import { indefiniteArticle } from '../../lib/text';
import { showPutNotices, useInsertOrCopy } from '../../lib/useInsertOrCopy';
import { GENERATE_FAILED, REFINE_FAILED, useGenerateCampaign, useRefineCampaign } from './api';
import { CampaignView } from './CampaignView';
import { campaignHtml, describeChange, highlightsOf, inventedNames, NO_HIGHLIGHTS } from './format';
import { campaignFormSchema, DEFAULT_FORM, formErrorsFrom, toParameters, type CampaignForm } from './options';
import { GenerateButton, ParametersFields } from './ParametersForm';
import { RefineInput, RefinementChat, type ChatMessage, type RefineActivity } from './RefinementChat';
import { readRefineProgress, writingLine } from './refineProgress';

type Step = 'parameters' | 'generating' | 'review' | 'chat';

/** A version of the campaign and the difference that produced it. */
interface Version {
  campaign: Campaign;
  diff: Change[];
  origin: Origin | null;
}

let messageSeq = 0;
const message = (type: ChatMessage['type'], content: string): ChatMessage => ({ id: `m${++messageSeq}`, type, content, timestamp: new Date() });

function welcome(c: Campaign): ChatMessage {
  return message(
    'assistant',
    `Your campaign “${c.title}” is ready. Tell me what to change: rename a person or place, make an encounter harder or easier, add an NPC or a location, or anything else.`,
  );
}

function reply(changes: string[], suggestions: string[], success: boolean): string {
  const head = success ? (changes.length ? `Here is what I changed:\n${changes.map((c) => `• ${c}`).join('\n')}` : 'Done.') : changes.join('\n') || 'I could not change the campaign that way.';
  const tail = suggestions.length ? `\n\nYou could also:\n${suggestions.map((s) => `• ${s}`).join('\n')}` : '';
  return head + tail;
}

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
// "a 2-hour adventure" (the spec's "an N-hour adventure").
const hourLong = (n: number) => `${indefiniteArticle(String(n))} ${n}-hour`;

/**
 * The Campaign tab (spec: Campaign Generator): parameters, generating (the
 * model's text streamed on screen, with Stop), review and the refinement
 * chat with a "What changed" list and Undo. Use This Campaign inserts the
 * campaign as formatted HTML through the editor bridge, then the tool
 * clears and returns to its parameters.
 */
export default function CampaignTab() {
  const insertOrCopy = useInsertOrCopy();
  const panel = useOptionalAssistantPanel();
  const { ref: stepHeading, focusStep } = useStepFocus<HTMLHeadingElement>();

  const [step, setStep] = useState<Step>('parameters');
  const form = useZodForm(campaignFormSchema, { defaultValues: DEFAULT_FORM });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const [versions, setVersions] = useState<Version[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);

  const generation = useGenerateCampaign();
  // A failed request says so in the chat; a stopped one says so itself (stopRefining).
  const refinement = useRefineCampaign({ onError: () => setMessages((m) => [...m, message('assistant', REFINE_FAILED)]) });
  // Set by Stop, so the refinement's end is not reported as a failure.

  const current = versions.at(-1) ?? null;
  const campaign = current?.campaign ?? null;
  const refined = versions.length > 1;
  const activity = useMemo<RefineActivity | undefined>(() => {
    if (!refinement.isRunning) return undefined;
    const progress = readRefineProgress(refinement.streamedText);
    return { changes: progress.changes, writing: writingLine(progress) };
  }, [refinement.isRunning, refinement.streamedText]);
  const highlights = useMemo(() => {
    const last = versions.at(-1);
    return versions.length > 1 && last ? highlightsOf(last.diff) : NO_HIGHLIGHTS;
  }, [versions]);

  function goTo(next: Step) {
    setStep(next);
    focusStep();
  }

  async function generate(parameters: CampaignForm) {
    setNotice(null);
    goTo('generating');
    const result = await generation.run({ parameters: toParameters(parameters) });
    if (!result) {
      // Failed or stopped: back to the form, which keeps what was chosen.
      setStep('parameters');
      return;
    }
    setVersions([{ campaign: result.campaign, diff: [], origin: originOf(result) }]);
    setMessages([welcome(result.campaign)]);
    goTo('review');
  }

  function stop() {
    generation.cancel();
    setNotice({ tone: 'info', text: 'Generation stopped. Your settings are kept; generate again when ready.' });
    setStep('parameters');
  }

  async function refine(text: string) {
    if (!campaign || refinement.isRunning || !text.trim()) return;
    setNotice(null);
    if (step !== 'chat') goTo('chat');
    setMessages((m) => [...m, message('user', text)]);
    const result = await refinement.run({ campaignId: campaign.id, requestType: 'general', description: text, campaign });
    if (!result) return;
    setMessages((m) => [...m, message('assistant', reply(result.changes, result.suggestions ?? [], result.success))]);
    if (result.success && result.diff.length > 0) {
      setVersions((v) => [...v, { campaign: result.updatedCampaign, diff: result.diff, origin: originOf(result) }]);
    }
  }

  function stopRefining() {
    refinement.cancel();
    setMessages((m) => [...m, message('assistant', 'Stopped. Nothing was changed; the campaign is as it was before that request.')]);
  }

  function undo() {
    if (versions.length < 2) return;
    setVersions((v) => v.slice(0, -1));
    setMessages((m) => [...m, message('assistant', 'I undid the last change; the campaign is back to the version before it.')]);
  }

  function clear() {
    generation.reset();
    refinement.reset();
    setVersions([]);
    setMessages([]);
  }

  async function use() {
    if (!campaign) return;
    const html = campaignHtml(campaign);
    const result = await insertOrCopy.put({
      subject: `“${campaign.title}”`,
      html,
      text: html.replace(/<[^>]+>/g, '\n').replace(/\n{3,}/g, '\n\n').trim(),
      names: inventedNames(campaign),
      bulkLabel: refined ? 'Use Refined Campaign' : 'Use This Campaign',
    });
    if (result.ok) {
      clear();
      goTo('parameters');
    }
    await showPutNotices(result, setNotice);
  }

  function close() {
    clear();
    form.reset(DEFAULT_FORM);
    setNotice(null);
    setStep('parameters');
    panel?.selectTab('errors');
  }

  // Field messages from the server (400) land on their fields.
  const serverErrors = generation.error?.status === 400 ? formErrorsFrom(generation.error.fields) : {};
  const generationFailed = step === 'parameters' && generation.status === 'error' && Object.keys(serverErrors).length === 0;

  const whatChanged = refined && current ? current.diff : [];

  return (
    <ToolShell
      title="Campaign Generator"
      description="Create a complete D&D campaign in minutes with AI assistance."
      onClose={close}
      data-testid="campaign-tab"
      data-step={step}
    >
      <ToolNotice notice={notice} testId="campaign-notice" />
      {generationFailed && <Alert tone="error">{generation.errorMessage ?? GENERATE_FAILED}</Alert>}

      {step === 'parameters' && (
        <>
          <h4 ref={stepHeading} tabIndex={-1} className="sr-only">
            Campaign parameters
          </h4>
          <Form form={form} onSubmit={generate} className="flex flex-col gap-4" aria-label="Campaign parameters">
            <ParametersFields serverErrors={serverErrors} busy={generation.isRunning} />
          </Form>
        </>
      )}

      {step === 'generating' && (
        <div className="flex flex-col gap-3" aria-busy="true">
          <div className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface-muted/40 p-4 text-center">
            <Spinner className="size-6 text-primary" />
            <h4 ref={stepHeading} tabIndex={-1} className="font-display text-base font-semibold text-ink focus-visible:outline-none">
              Creating Your Campaign
            </h4>
            <p className="text-sm text-ink-muted">AI is crafting {hourLong(duration)} adventure for your party...</p>
            <ul className="space-y-0.5 text-xs text-ink-muted">
              <li>Designing encounters and plot hooks</li>
              <li>Creating NPCs and locations</li>
              <li>Balancing difficulty and pacing</li>
            </ul>
          </div>
          {generation.streamedText && (
            <pre
              tabIndex={0}
              data-testid="campaign-stream"
              aria-label="The campaign as it is written"
              className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg border border-line bg-surface p-3 font-sans text-xs text-ink"
            >
              {generation.streamedText}
            </pre>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <GenerateButton busy={generation.isRunning} />
            <Button variant="secondary" onClick={stop}>
              Stop
            </Button>
          </div>
        </div>
      )}

      {step === 'review' && campaign && (
        <div className="flex flex-col gap-3">
          <div className="rounded-xl border border-line bg-surface-muted/40 p-3" data-testid="campaign-summary">
            <div className="flex flex-wrap items-center gap-2">
              <ScrollIcon className="size-5 text-gold" aria-hidden="true" />
              <h4 ref={stepHeading} tabIndex={-1} className="font-display text-base font-semibold text-ink focus-visible:outline-none">
                {campaign.title}
              </h4>
              <Badge>{refined ? 'Refined' : 'Generated'}</Badge>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {hours(campaign.parameters.duration)} · {campaign.parameters.playerCount} players · Level {campaign.parameters.characterLevel}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              {campaign.encounters.length} encounters · {campaign.npcs.length} NPCs
            </p>
          </div>
          <BuiltInContentNotice origin={current?.origin} />
          <div tabIndex={0} role="region" aria-label="Campaign" className="max-h-[28rem] overflow-y-auto rounded-lg border border-line p-2 focus-visible:outline-2 focus-visible:outline-gold">
            <CampaignView campaign={campaign} highlights={highlights} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="gold" onClick={() => void use()}>
              <CheckIcon className="size-4" aria-hidden="true" />
              {refined ? 'Use Refined Campaign' : 'Use This Campaign'}
            </Button>
            <Button variant="secondary" onClick={() => goTo('chat')}>
              Refine Campaign
            </Button>
          </div>
          <p className="text-xs text-ink-muted">
            {insertOrCopy.label === 'Insert' ? 'Use This Campaign inserts it into your document.' : 'Use This Campaign copies it to the clipboard.'} Refine Campaign opens a chat to change
            it first.
          </p>
          <div className="space-y-2 rounded-xl border border-line p-2.5">
            {messages[0] && (
              <p className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" data-testid="campaign-welcome">
                {messages[0].content}
              </p>
            )}
            <RefineInput busy={refinement.isRunning} onSend={(text) => void refine(text)} />
          </div>
        </div>
      )}

      {step === 'chat' && campaign && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 ref={stepHeading} tabIndex={-1} className="font-display text-base font-semibold text-ink focus-visible:outline-none">
              Refine Your Campaign
            </h4>
            <Button variant="ghost" size="sm" onClick={() => goTo('review')}>
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              Back to Review
            </Button>
          </div>
          <BuiltInContentNotice origin={current?.origin} />
          {whatChanged.length > 0 && (
            <section aria-label="What changed" className="rounded-lg border border-success-line bg-success-bg p-2.5 text-success-ink" data-testid="what-changed">
              <div className="flex items-center justify-between gap-2">
                <h5 className="text-sm font-semibold">What changed</h5>
                <Button variant="secondary" size="sm" onClick={undo} disabled={refinement.isRunning}>
                  Undo
                </Button>
              </div>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                {whatChanged.map((c, i) => (
                  <li key={i}>{describeChange(c)}</li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid grid-cols-1 gap-3 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div tabIndex={0} role="region" aria-label="Campaign" className="max-h-[32rem] overflow-y-auto rounded-lg border border-line p-2 focus-visible:outline-2 focus-visible:outline-gold">
              <CampaignView campaign={campaign} highlights={highlights} />
            </div>
            <RefinementChat messages={messages} busy={refinement.isRunning} activity={activity} onSend={(text) => void refine(text)} onStop={stopRefining} />
          </div>
          <Button variant="gold" className="self-start" onClick={() => void use()} disabled={refinement.isRunning}>
            <CheckIcon className="size-4" aria-hidden="true" />
            Use Refined Campaign
          </Button>
        </div>
      )}
    </ToolShell>
  );
}
