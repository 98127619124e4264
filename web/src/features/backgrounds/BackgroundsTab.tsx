import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import type { Step } from '../../components/tools/StepIndicator';
import { ToolNotice } from '../../components/tools/ToolNotice';
import { ToolShell } from '../../components/tools/ToolShell';
import { useStepFocus } from '../../components/tools/useStepFocus';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Form, useZodForm } from '../../components/ui/Form';
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { originOf } from '../../lib/api';
import type { Background } from '../../lib/api-types/backgrounds';
import type { Origin } from '../../lib/api-types/llm';
import { useOptionalAssistantPanel } from '../../lib/editor-bridge';
import type { Notice } from '../../lib/notice';
import { showPutNotices, useInsertOrCopy } from '../../lib/useInsertOrCopy';
import { useGenerateBackground, useRefineBackground } from './api';
import { backgroundFormSchema, DEFAULT_FORM, isOptionsComplete, isSetupComplete, REQUIRED_FIELDS_MESSAGE, toRequest, type BackgroundForm } from './options';
import { ResultsView } from './ResultsView';
import { fullBackgroundHtml, fullBackgroundText, inventedNamesIn, sectionHtml, sectionText, TAB_LABELS, type Section, type TabId } from './sections';
import { sectionLabel } from './streamPreview';
import { OptionsStep, ReviewStep, SetupStep } from './WizardSteps';

export const STEPS = [
  { id: 'setup', label: 'Setup' },
  { id: 'options', label: 'Options' },
  { id: 'generate', label: 'Generate' },
  { id: 'results', label: 'Results' },
] as const satisfies readonly Step[];
export type StepId = (typeof STEPS)[number]['id'];

const STEP_HEADINGS: Record<StepId, { title: string; hint: string }> = {
  setup: { title: 'Setup', hint: 'Who is the character?' },
  options: { title: 'Options', hint: 'The shape of their story, and what to include.' },
  generate: { title: 'Review and Generate', hint: 'Check the summary, then generate.' },
  results: { title: 'Results', hint: 'Insert any section, or the whole background.' },
};

/**
 * The Backgrounds tab (spec: Character Background Generator): a four-step
 * wizard (Setup, Options, Generate, Results) with Back and Next. The
 * background streams in as it is written; the results come in tabs with
 * an Insert per section, Insert Full Background and Generate New. Without
 * an editor, Insert copies to the clipboard.
 */
export default function BackgroundsTab() {
  const panel = useOptionalAssistantPanel();
  const insertOrCopy = useInsertOrCopy();
  const stepHeadingId = useId();
  const { ref: stepHeading, focusStep } = useStepFocus<HTMLHeadingElement>();

  const [step, setStep] = useState<StepId>('setup');
  const form = useZodForm(backgroundFormSchema, { defaultValues: DEFAULT_FORM });
  // Every answer, as the steps' Next buttons and the review need them.
  const values = useWatch({ control: form.control }) as BackgroundForm;
  const [background, setBackground] = useState<Background | null>(null);
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [changedFields, setChangedFields] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);

  const generation = useGenerateBackground();
  const refinement = useRefineBackground();

  const insertLabel = insertOrCopy.label;
  const setupDone = isSetupComplete(values);
  const optionsDone = isOptionsComplete(values);

  function goTo(next: StepId) {
    setStep(next);
    setNotice(null);
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    focusStep();
  }

  function back() {
    const index = STEPS.findIndex((s) => s.id === step);
    if (index > 0) goTo(STEPS[index - 1].id);
  }

  /** Enter in a step's form: on to the next step once this one is complete. */
  function next() {
    if (step === 'setup' && setupDone) goTo('options');
    else if (step === 'options' && optionsDone) goTo('generate');
  }

  async function generate() {
    const request = toRequest(form.getValues());
    if (!request) {
      setNotice({ tone: 'error', text: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    setNotice(null);
    refinement.reset();
    const result = await generation.run(request);
    if (!result) return;
    setBackground(result);
    setOrigin(originOf(result));
    setChangedFields([]);
    goTo('results');
  }

  async function refine(description: string, target: TabId | '') {
    if (!background) return;
    setNotice(null);
    const result = await refinement.run({
      backgroundId: background.id,
      requestType: 'general',
      description,
      targetSection: target || undefined,
      background,
    });
    if (!result) return;
    setBackground(result.background);
    setChangedFields(result.changedSections);
    setOrigin(originOf(result));
    setNotice(
      result.changedSections.length > 0
        ? { tone: 'success', text: `Updated: ${result.changedSections.map(sectionLabel).join(', ')}.` }
        : { tone: 'warning', text: `The background is unchanged${target ? ` (${TAB_LABELS[target]})` : ''}.` },
    );
  }

  /** `bulkLabel`: the label under which History keeps the text before a large insertion. */
  async function put(subject: string, html: string, text: string, bulkLabel?: string) {
    if (!background) return;
    // The people it names join the personal dictionary, as inserted names do.
    const result = await insertOrCopy.put({ subject, html, text, names: inventedNamesIn(background, text), bulkLabel });
    await showPutNotices(result, setNotice);
  }

  function insertSection(section: Section) {
    void put(`“${section.title}”`, sectionHtml(section), sectionText(section));
  }

  function insertFull() {
    if (background) void put('The full background', fullBackgroundHtml(background), fullBackgroundText(background), 'Insert Full Background');
  }

  function generateNew() {
    generation.reset();
    refinement.reset();
    setBackground(null);
    setOrigin(null);
    setChangedFields([]);
    goTo('setup');
  }

  function close() {
    generation.reset();
    refinement.reset();
    setBackground(null);
    setOrigin(null);
    setChangedFields([]);
    form.reset(DEFAULT_FORM);
    setStep('setup');
    setNotice(null);
    panel?.selectTab('errors');
  }

  const errorMessage = step === 'results' ? refinement.errorMessage : step === 'generate' ? generation.errorMessage : null;
  const heading = STEP_HEADINGS[step];

  return (
    <ToolShell
      title="Character Background Generator"
      description="A playable history, personality and story hooks for any character."
      onClose={close}
      steps={{ items: STEPS, current: step }}
      data-testid="backgrounds-tab"
    >
      <section aria-labelledby={stepHeadingId} className="flex flex-col gap-3">
        <div>
          <h4 id={stepHeadingId} ref={stepHeading} tabIndex={-1} className="font-display text-base font-semibold text-ink focus-visible:outline-none">
            {heading.title}
          </h4>
          <p className="text-sm text-ink-muted">{heading.hint}</p>
        </div>

        {(step === 'setup' || step === 'options') && (
          <Form form={form} onSubmit={next} aria-label={heading.title}>
            {step === 'setup' ? <SetupStep /> : <OptionsStep />}
          </Form>
        )}
        {step === 'generate' && <ReviewStep form={values} streamedText={generation.streamedText} isRunning={generation.isRunning} />}
        {step === 'results' && background && (
          <>
            <BuiltInContentNotice origin={origin} />
            <ResultsView
              background={background}
              insertLabel={insertLabel}
              onInsertSection={insertSection}
              changedFields={changedFields}
              refining={refinement.isRunning}
              onRefine={(description, target) => void refine(description, target)}
            />
          </>
        )}

        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        <ToolNotice notice={notice} testId="backgrounds-notice" />
      </section>

      <WizardNav
        step={step}
        setupDone={setupDone}
        optionsDone={optionsDone}
        generating={generation.isRunning}
        hasResult={background !== null}
        insertLabel={insertLabel}
        onBack={back}
        onNext={goTo}
        onGenerate={() => void generate()}
        onStop={generation.cancel}
        onInsertFull={insertFull}
        onGenerateNew={generateNew}
      />
    </ToolShell>
  );
}

interface WizardNavProps {
  step: StepId;
  setupDone: boolean;
  optionsDone: boolean;
  generating: boolean;
  hasResult: boolean;
  insertLabel: 'Insert' | 'Copy';
  onBack(): void;
  onNext(step: StepId): void;
  onGenerate(): void;
  onStop(): void;
  onInsertFull(): void;
  onGenerateNew(): void;
}

/** Back and Next (and the step's own actions); a disabled Next says what is missing. */
function WizardNav(props: WizardNavProps) {
  const { step, setupDone, optionsDone, generating, hasResult, insertLabel } = props;
  const hintId = useId();
  const missing = (step === 'setup' && !setupDone) || (step === 'options' && !optionsDone);
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      {missing && (
        <p id={hintId} className="text-right text-xs text-danger-ink">
          {REQUIRED_FIELDS_MESSAGE}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {step !== 'setup' ? (
          <Button variant="secondary" size="sm" onClick={props.onBack} disabled={generating}>
            <ArrowLeftIcon className="size-4" /> Back
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {step === 'setup' && (
            <Button size="sm" disabled={!setupDone} aria-describedby={missing ? hintId : undefined} onClick={() => props.onNext('options')}>
              Next: Options <ArrowRightIcon className="size-4" />
            </Button>
          )}
          {step === 'options' && (
            <Button size="sm" disabled={!optionsDone} aria-describedby={missing ? hintId : undefined} onClick={() => props.onNext('generate')}>
              Next: Review <ArrowRightIcon className="size-4" />
            </Button>
          )}
          {step === 'generate' && (
            <>
              {generating && (
                <Button variant="ghost" size="sm" onClick={props.onStop}>
                  Stop
                </Button>
              )}
              {hasResult && !generating && (
                <Button variant="secondary" size="sm" onClick={() => props.onNext('results')}>
                  Next: Results <ArrowRightIcon className="size-4" />
                </Button>
              )}
              <Button size="sm" variant="gold" disabled={generating || !setupDone || !optionsDone} onClick={props.onGenerate}>
                {generating ? (
                  <Spinner label="Generating..." />
                ) : (
                  <>
                    <SparklesIcon className="size-4" /> Generate Background
                  </>
                )}
              </Button>
            </>
          )}
          {step === 'results' && (
            <>
              <Button variant="secondary" size="sm" onClick={props.onGenerateNew}>
                Generate New
              </Button>
              <Button size="sm" onClick={props.onInsertFull}>
                {insertLabel} Full Background
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
