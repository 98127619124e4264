import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { DocumentSettingsDialog, SETTINGS_FAILED_MESSAGE, UNSAVED_CHANGES_MESSAGE } from './DocumentSettingsDialog';

const stored = { title: 'Lost Mine', description: 'Phandelver', tags: ['starter', 'goblins'] };

function setup(onSave = vi.fn(async () => {}), document = stored) {
  const onOpenChange = vi.fn();
  const view = renderApp(<DocumentSettingsDialog open onOpenChange={onOpenChange} document={document} onSave={onSave} />);
  const dialog = screen.getByRole('dialog', { name: 'Document Settings' });
  const tags = () => within(dialog).queryAllByRole('listitem').map((li) => li.firstChild?.textContent);
  return {
    ...view,
    dialog,
    onSave,
    onOpenChange,
    tags,
    field: (label: RegExp | string) => within(dialog).getByLabelText(label),
    save: () => view.user.click(within(dialog).getByRole('button', { name: 'Save Settings' })),
  };
}

describe('DocumentSettingsDialog', () => {
  it('starts from the stored settings', () => {
    const { field, tags } = setup();
    expect(field('Title')).toHaveValue('Lost Mine');
    expect(field(/Description/)).toHaveValue('Phandelver');
    expect(tags()).toEqual(['starter', 'goblins']);
  });

  it('adds tags with Enter or a comma, lowercased, trimmed and de-duplicated', async () => {
    const { user, field, tags } = setup();
    const input = field(/Tags/);
    await user.type(input, '  Dragons {Enter}');
    await user.type(input, 'GOBLINS,');
    await user.type(input, 'Caves,');
    expect(tags()).toEqual(['starter', 'goblins', 'dragons', 'caves']);
    expect(input).toHaveValue('');
  });

  it('removes a tag with its button', async () => {
    const { user, dialog, tags } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag starter' }));
    expect(tags()).toEqual(['goblins']);
  });

  it('stops at 10 tags with "Maximum 10 tags allowed"', async () => {
    const { user, field, tags } = setup(undefined, { ...stored, tags: Array.from({ length: 10 }, (_, i) => `t${i}`) });
    await user.type(field(/Tags/), 'one-too-many{Enter}');
    expect(screen.getByText('Maximum 10 tags allowed')).toBeInTheDocument();
    expect(tags()).toHaveLength(10);
  });

  it.each([
    ['', 'Title is required'],
    ['A', 'Title must be at least 2 characters'],
    ['x'.repeat(101), 'Title must be less than 100 characters'],
  ])('validates the title %j', async (title, message) => {
    const { user, field, save, onSave } = setup();
    await user.clear(field('Title'));
    if (title) {
      await user.click(field('Title'));
      await user.paste(title);
    }
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a description over 500 characters', async () => {
    const { user, field, save, onSave } = setup();
    await user.click(field(/Description/));
    await user.paste('d'.repeat(500));
    await save();
    expect(await screen.findByText('Description must be less than 500 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves normalised fields, including a tag still being typed, and closes', async () => {
    const { user, field, save, onSave, onOpenChange } = setup();
    await user.clear(field('Title'));
    await user.type(field('Title'), ' Lost Mine of Phandelver ');
    await user.type(field(/Tags/), 'Wave Echo');
    await save();
    expect(onSave).toHaveBeenCalledWith({ title: 'Lost Mine of Phandelver', description: 'Phandelver', tags: ['starter', 'goblins', 'wave echo'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows Saving... and locks while saving; keeps edits and explains a failure', async () => {
    let fail!: (e: Error) => void;
    const { user, field, save, dialog, onOpenChange } = setup(vi.fn(() => new Promise<void>((_r, reject) => (fail = reject))));
    await user.type(field('Title'), ' II');
    await save();
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(field('Title')).toBeDisabled();
    fail(new Error('offline'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SETTINGS_FAILED_MESSAGE);
    expect(field('Title')).toHaveValue('Lost Mine II');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('closes at once without changes', async () => {
    const { user, dialog, onOpenChange } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before discarding changes, on Cancel, the close button and Escape', async () => {
    const { user, dialog, field, onOpenChange } = setup();
    await user.type(field(/Description/), ' edited');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field(/Description/)).toHaveValue('Phandelver edited');

    await user.keyboard('{Escape}');
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
