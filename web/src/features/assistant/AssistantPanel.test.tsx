import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useAssistantPanel } from '../../lib/editor-bridge';
import { AssistantPanel } from './AssistantPanel';

/** A stand-in tool that reports an issue count and can switch tabs, as the grammar tab will. */
function FakeErrorsTool({ count }: { count: number }) {
  const panel = useAssistantPanel();
  useEffect(() => panel.setTabBadge('errors', count), [panel, count]);
  return <p>{count} issues detected</p>;
}

function FakeNamesTool() {
  const [draft, setDraft] = useState('');
  const panel = useAssistantPanel();
  return (
    <div>
      <label>
        Race
        <input value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button onClick={() => panel.selectTab('errors')}>Close</button>
    </div>
  );
}

describe('AssistantPanel', () => {
  it('shows the six spec tabs, Errors first and selected', () => {
    render(<AssistantPanel tabs={{}} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Errors',
      'Campaign',
      'Names',
      'Monsters',
      'Backgrounds',
      'Analyze Campaign',
    ]);
    expect(screen.getByRole('tab', { name: 'Errors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Assistant tools' })).toBeInTheDocument();
  });

  it('renders the tab contents the app supplies and a notice for missing tools', async () => {
    const user = userEvent.setup();
    render(<AssistantPanel tabs={{ names: <p>Fantasy Name Generator</p> }} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Errors');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This tool is not available in this build.');
    await user.click(screen.getByRole('tab', { name: 'Names' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fantasy Name Generator');
  });

  it('shows the Errors count a tool reports', () => {
    const { rerender } = render(<AssistantPanel tabs={{ errors: <FakeErrorsTool count={3} /> }} />);
    expect(screen.getByRole('tab', { name: /Errors/ })).toHaveTextContent('Errors3');
    expect(screen.getByLabelText('3 issues')).toBeInTheDocument();
    rerender(<AssistantPanel tabs={{ errors: <FakeErrorsTool count={1} /> }} />);
    expect(screen.getByLabelText('1 issue')).toBeInTheDocument();
  });

  it('keeps a tool state while another tab is shown, and lets a tool return to Errors', async () => {
    const user = userEvent.setup();
    render(<AssistantPanel tabs={{ errors: <FakeErrorsTool count={0} />, names: <FakeNamesTool /> }} />);
    await user.click(screen.getByRole('tab', { name: 'Names' }));
    await user.type(screen.getByLabelText('Race'), 'Tiefling');
    await user.click(screen.getByRole('tab', { name: 'Campaign' }));
    expect(screen.getByLabelText('Race', { selector: 'input' })).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Names' }));
    expect(screen.getByLabelText('Race')).toHaveValue('Tiefling');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<AssistantPanel tabs={{}} />);
    await user.click(screen.getByRole('tab', { name: 'Errors' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveAttribute('aria-selected', 'true');
  });
});
