import * as Tabs from '@radix-ui/react-tabs';
import { Component, Suspense, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import {
  ASSISTANT_TABS,
  AssistantPanelControlsProvider,
  type AssistantPanelControls,
  type AssistantTabContents,
  type AssistantTabId,
} from '../../lib/editor-bridge';

export interface AssistantPanelProps {
  /** Each tool and when it mounts, supplied by the app layer; missing tools show a notice. */
  tabs: AssistantTabContents;
  defaultTab?: AssistantTabId;
}

/**
 * The editor's AI assistant side panel: a tab per tool (spec: Errors with
 * count, Campaign, Names, Monsters, Backgrounds, Analyze Campaign). A tool
 * mounts the first time its tab is opened (its code, a lazy chunk, loads
 * then) unless it asks to start with the panel, and stays mounted while
 * hidden, so it keeps its progress (a half-filled form, a generated result)
 * when the user looks at another tab.
 */
export function AssistantPanel({ tabs, defaultTab = 'errors' }: AssistantPanelProps) {
  const [activeTab, setActiveTab] = useState<AssistantTabId>(defaultTab);
  const [opened, setOpened] = useState<ReadonlySet<AssistantTabId>>(() => new Set([defaultTab]));
  const [badges, setBadges] = useState<Partial<Record<AssistantTabId, number>>>({});

  const selectTab = useCallback((id: AssistantTabId) => {
    setActiveTab(id);
    setOpened((current) => (current.has(id) ? current : new Set(current).add(id)));
  }, []);

  const setTabBadge = useCallback((id: AssistantTabId, value: number | null) => {
    setBadges((current) => {
      if ((current[id] ?? null) === value) return current;
      const next = { ...current };
      if (value === null) delete next[id];
      else next[id] = value;
      return next;
    });
  }, []);

  const controls = useMemo<AssistantPanelControls>(
    () => ({ activeTab, selectTab, setTabBadge }),
    [activeTab, selectTab, setTabBadge],
  );

  return (
    <AssistantPanelControlsProvider value={controls}>
      <Tabs.Root
        value={activeTab}
        onValueChange={(value) => selectTab(value as AssistantTabId)}
        className="flex h-full min-h-0 flex-col rounded-2xl border border-line bg-surface shadow-sm"
      >
        <div className="border-b border-line px-4 pt-3">
          <h2 className="font-display text-base font-semibold text-ink">AI Assistant</h2>
          <Tabs.List aria-label="Assistant tools" className="-mx-1 mt-2 flex flex-wrap gap-1 pb-2">
            {ASSISTANT_TABS.map((tab) => {
              const badge = badges[tab.id];
              return (
                <Tabs.Trigger
                  key={tab.id}
                  value={tab.id}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                    'text-ink-muted hover:bg-surface-muted hover:text-ink',
                    'data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:shadow-sm',
                  )}
                >
                  {tab.label}
                  {badge !== undefined && (
                    <span
                      className="min-w-5 rounded-full bg-gold px-1.5 text-center text-xs font-bold text-[#1f1405]"
                      aria-label={`${badge} ${badge === 1 ? 'issue' : 'issues'}`}
                    >
                      {badge}
                    </span>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        {ASSISTANT_TABS.map((tab) => {
          const tool = tabs[tab.id];
          const mounted = tool !== undefined && (tool.mount === 'start' || opened.has(tab.id));
          return (
            <Tabs.Content
              key={tab.id}
              value={tab.id}
              forceMount
              // Hidden (also from assistive tech) while another tab shows.
              hidden={activeTab !== tab.id}
              className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-none data-[state=inactive]:hidden"
            >
              {!tool ? (
                <MissingTool label={tab.label} />
              ) : mounted ? (
                <ToolBoundary label={tab.label}>
                  <Suspense fallback={<ToolLoading label={tab.label} />}>{tool.content}</Suspense>
                </ToolBoundary>
              ) : null}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </AssistantPanelControlsProvider>
  );
}

function ToolLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center text-sm text-ink-muted">
      <Spinner label={`Loading ${label}...`} />
    </div>
  );
}

function MissingTool({ label }: { label: string }) {
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-line p-6 text-center">
      <p className="font-display text-sm font-semibold text-ink">{label}</p>
      <p className="mt-1 text-sm text-ink-muted">This tool is not available in this build.</p>
    </div>
  );
}

/**
 * Keeps a tool that fails to load (its chunk could not be fetched, say after
 * a new deployment) or crashes from taking the editor down with it.
 */
class ToolBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.label} tool failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-48 flex-col items-center justify-center rounded-xl border border-danger-line bg-danger-bg p-6 text-center text-danger-ink">
        <p className="font-display text-sm font-semibold">{this.props.label} could not be loaded</p>
        <p className="mt-1 text-sm">Your document is safe. Reload the page to try again.</p>
        <Button className="mt-4" size="sm" variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
