import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useMemo, useState } from 'react';
import { cn } from '../../components/ui/cn';
import {
  ASSISTANT_TABS,
  AssistantPanelControlsProvider,
  type AssistantPanelControls,
  type AssistantTabContents,
  type AssistantTabId,
} from '../../lib/editor-bridge';

export interface AssistantPanelProps {
  /** Each tool's content, supplied by the app layer; missing tools show a notice. */
  tabs: AssistantTabContents;
  defaultTab?: AssistantTabId;
}

/**
 * The editor's AI assistant side panel: a tab per tool (spec: Errors with
 * count, Campaign, Names, Monsters, Backgrounds, Analyze Campaign). Every tab
 * stays mounted while hidden, so a tool keeps its progress (a half-filled
 * form, a generated result) when the user looks at another tab.
 */
export function AssistantPanel({ tabs, defaultTab = 'errors' }: AssistantPanelProps) {
  const [activeTab, setActiveTab] = useState<AssistantTabId>(defaultTab);
  const [badges, setBadges] = useState<Partial<Record<AssistantTabId, number>>>({});

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
    () => ({ activeTab, selectTab: setActiveTab, setTabBadge }),
    [activeTab, setTabBadge],
  );

  return (
    <AssistantPanelControlsProvider value={controls}>
      <Tabs.Root
        value={activeTab}
        onValueChange={(value) => setActiveTab(value as AssistantTabId)}
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
        {ASSISTANT_TABS.map((tab) => (
          <Tabs.Content
            key={tab.id}
            value={tab.id}
            forceMount
            // Mounted but hidden (also from assistive tech) while another tab shows.
            hidden={activeTab !== tab.id}
            className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-none data-[state=inactive]:hidden"
          >
            {tabs[tab.id] ?? <MissingTool label={tab.label} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AssistantPanelControlsProvider>
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
