import { lazy } from 'react';
import EditorPage from '../features/editor/EditorPage';
import { AssistantPanel } from '../features/assistant/AssistantPanel';
import { EditorSlotsProvider, type AssistantTabContents } from '../lib/editor-bridge';
import { ErrorsTab } from '../features/grammar/ErrorsTab';

// The assistant tools, one per tab. Each tool feature adds its tab here; the
// editor and the panel never import the tools themselves.
//
// Errors is part of the editor chunk and runs from the start (it underlines
// and counts issues whichever tab is open). Every other tool is a lazy
// component, so it is its own chunk, fetched the first time its tab opens,
// and the editor chunk does not grow with each tool.
const CampaignTab = lazy(() => import('../features/campaign/CampaignTab'));
const NamesTab = lazy(() => import('../features/names/NamesTab'));
const MonstersTab = lazy(() => import('../features/monsters/MonstersTab'));
const BackgroundsTab = lazy(() => import('../features/backgrounds/BackgroundsTab'));
const AnalyzeTab = lazy(() => import('../features/balance/AnalyzeTab'));

const assistantTabs: AssistantTabContents = {
  errors: { content: <ErrorsTab />, mount: 'start' },
  campaign: { content: <CampaignTab /> },
  names: { content: <NamesTab /> },
  backgrounds: { content: <BackgroundsTab /> },
  analyze: { content: <AnalyzeTab /> },
  monsters: { content: <MonstersTab /> },
};

/** /editor/:documentId with its assistant panel composed in (lazy chunk). */
export default function EditorRoute() {
  return (
    <EditorSlotsProvider value={{ assistantPanel: <AssistantPanel tabs={assistantTabs} /> }}>
      <EditorPage />
    </EditorSlotsProvider>
  );
}
