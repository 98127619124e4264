import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { vi } from 'vitest';
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
    render(<AssistantPanel tabs={{ names: { content: <p>Fantasy Name Generator</p> } }} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Errors');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This tool is not available in this build.');
    await user.click(screen.getByRole('tab', { name: 'Names' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fantasy Name Generator');
  });

  it('shows the Errors count a tool reports', () => {
    const { rerender } = render(<AssistantPanel tabs={{ errors: { content: <FakeErrorsTool count={3} />, mount: 'start' } }} />);
    expect(screen.getByRole('tab', { name: /Errors/ })).toHaveTextContent('Errors3');
    expect(screen.getByLabelText('3 issues')).toBeInTheDocument();
    rerender(<AssistantPanel tabs={{ errors: { content: <FakeErrorsTool count={1} />, mount: 'start' } }} />);
    expect(screen.getByLabelText('1 issue')).toBeInTheDocument();
  });

  it('keeps a tool state while another tab is shown, and lets a tool return to Errors', async () => {
    const user = userEvent.setup();
    render(<AssistantPanel tabs={{ errors: { content: <FakeErrorsTool count={0} />, mount: 'start' }, names: { content: <FakeNamesTool /> } }} />);
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

  it('loads a lazy tool only when its tab is first opened, then keeps it mounted', async () => {
    const user = userEvent.setup();
    let finishLoading: (module: { default: ComponentType }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (finishLoading = resolve)));
    const LazyNames = lazy(load);
    render(
      <AssistantPanel
        tabs={{ errors: { content: <FakeErrorsTool count={2} />, mount: 'start' }, names: { content: <LazyNames /> } }}
      />,
    );
    // Nothing of the Names tool is fetched or mounted while its tab is closed.
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Race')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Names' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading Names...');
    finishLoading({ default: FakeNamesTool });
    await user.type(await screen.findByLabelText('Race'), 'Dwarf');

    // Away and back: the same mounted tool, its state kept, nothing fetched again.
    await user.click(screen.getByRole('tab', { name: /Errors/ }));
    expect(screen.getByLabelText('Race', { selector: 'input' })).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Names' }));
    expect(screen.getByLabelText('Race')).toHaveValue('Dwarf');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a tool that starts with the panel even while another tab is shown', () => {
    let mounts = 0;
    function CountingErrors() {
      useEffect(() => {
        mounts++;
      }, []);
      return <FakeErrorsTool count={4} />;
    }
    render(
      <AssistantPanel
        defaultTab="names"
        tabs={{ errors: { content: <CountingErrors />, mount: 'start' }, names: { content: <FakeNamesTool /> } }}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Names' })).toHaveAttribute('aria-selected', 'true');
    expect(mounts).toBe(1);
    // Its badge is up to date although its tab was never opened.
    expect(screen.getByLabelText('4 issues')).toBeInTheDocument();
  });

  it('mounts a tool opened by another tool through selectTab', async () => {
    const user = userEvent.setup();
    function OpensNames() {
      const panel = useAssistantPanel();
      return <button onClick={() => panel.selectTab('names')}>Open names</button>;
    }
    render(<AssistantPanel tabs={{ errors: { content: <OpensNames />, mount: 'start' }, names: { content: <FakeNamesTool /> } }} />);
    expect(screen.queryByLabelText('Race')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open names' }));
    expect(screen.getByLabelText('Race')).toBeVisible();
  });

  it('keeps the editor up when a tool cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<AssistantPanel tabs={{ errors: { content: <FakeErrorsTool count={0} />, mount: 'start' }, monsters: { content: <Broken /> } }} />);
    await user.click(screen.getByRole('tab', { name: 'Monsters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Monsters could not be loaded');
    await user.click(screen.getByRole('tab', { name: /Errors/ }));
    expect(screen.getByText('0 issues detected')).toBeVisible();
  });
});
