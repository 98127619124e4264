import EditorPage from '../features/editor/EditorPage';
import { AssistantPanel } from '../features/assistant/AssistantPanel';
import { EditorSlotsProvider, type AssistantTabContents } from '../lib/editor-bridge';
import { ErrorsTab } from '../features/grammar/ErrorsTab';

// The assistant tools, one per tab. Each tool feature adds its tab here; the
// editor and the panel never import the tools themselves.
const assistantTabs: AssistantTabContents = {
  errors: <ErrorsTab />,
};

/** /editor/:documentId with its assistant panel composed in (lazy chunk). */
export default function EditorRoute() {
  return (
    <EditorSlotsProvider value={{ assistantPanel: <AssistantPanel tabs={assistantTabs} /> }}>
      <EditorPage />
    </EditorSlotsProvider>
  );
}
