import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { DocumentCard } from './DocumentCard';
import { testDocument } from './testDocument';

const now = new Date('2026-06-15T12:00:00Z');

describe('DocumentCard', () => {
  it('shows every part the spec lists', () => {
    renderApp(
      <DocumentCard
        now={now}
        document={testDocument({
          title: 'Goblin Warrens',
          type: 'monsters',
          privacy: 'public',
          status: 'published',
          description: 'A maze of tunnels under the old mill.',
          tags: ['goblins', 'dungeon', 'level 1', 'caves', 'traps'],
          suggestions: { grammarIssues: 3 },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Goblin Warrens' });
    expect(within(card).getByRole('link', { name: 'Goblin Warrens' })).toHaveAttribute('href', '/editor/doc-1');
    expect(card).toHaveTextContent('Monsters');
    expect(card).toHaveTextContent('Public');
    expect(card).toHaveTextContent('Published');
    expect(within(card).getByTestId('card-description')).toHaveClass('line-clamp-2');
    expect(card).toHaveTextContent('1,234 words');
    expect(card).toHaveTextContent('7 min read');
    expect(card).toHaveTextContent('3 grammar issues');
    expect(within(card).getByText('3h ago').tagName).toBe('TIME');
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['goblins', 'dungeon', 'level 1', '+2']);
  });

  it('leaves out what a plain draft does not have', () => {
    renderApp(<DocumentCard now={now} document={testDocument({ stats: { ...testDocument().stats, wordCount: 1, readingTime: 1 } })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Private');
    expect(card).toHaveTextContent('1 word');
    expect(card).not.toHaveTextContent('Published');
    expect(card).not.toHaveTextContent('grammar issue');
    expect(within(card).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(within(card).queryByTestId('card-description')).not.toBeInTheDocument();
    // No handlers, no menu.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['id', { id: '' }],
    ['title', { title: '' }],
  ])('renders nothing and warns for a document without %s', (_field, overrides) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderApp(<DocumentCard document={testDocument(overrides)} />);
    expect(container.querySelector('article')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without id or title'), expect.anything());
  });

  it('offers only the actions it has handlers for, and closes the menu after one', async () => {
    const onDuplicate = vi.fn();
    const onDelete = vi.fn();
    const document = testDocument();
    const { user } = renderApp(<DocumentCard document={document} onDuplicate={onDuplicate} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Actions for The Sunless Citadel' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Duplicate', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith(document);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens and works from the keyboard', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const document = testDocument();
    const { user } = renderApp(<DocumentCard document={document} onEdit={onEdit} onDelete={onDelete} />);
    screen.getByRole('button', { name: 'Actions for The Sunless Citadel' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(document);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus goes back to the menu button.
    expect(screen.getByRole('button', { name: 'Actions for The Sunless Citadel' })).toHaveFocus();
  });

  it('lists all four actions in the spec order when all handlers are given', async () => {
    const { user } = renderApp(
      <DocumentCard document={testDocument()} onEdit={vi.fn()} onDuplicate={vi.fn()} onExport={vi.fn()} onDelete={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: /Actions for/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Edit', 'Duplicate', 'Export', 'Delete']);
  });

  it('opens the editor when clicked', async () => {
    const { user, location } = renderApp(<DocumentCard document={testDocument({ id: 'abc' })} />, { path: '/dashboard' });
    await user.click(screen.getByRole('link', { name: 'The Sunless Citadel' }));
    expect(location().pathname).toBe('/editor/abc');
  });
});
