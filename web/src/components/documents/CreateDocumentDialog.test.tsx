import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { CREATE_FAILED_MESSAGE, CreateDocumentDialog } from './CreateDocumentDialog';

function setup(onCreate = vi.fn(async () => {})) {
  const onOpenChange = vi.fn();
  const view = renderApp(<CreateDocumentDialog open onOpenChange={onOpenChange} onCreate={onCreate} />);
  const dialog = screen.getByRole('dialog', { name: 'Create New Document' });
  const submit = within(dialog).getByRole('button', { name: 'Create Document' });
  return { ...view, dialog, submit, onCreate, onOpenChange, field: (label: RegExp | string) => within(dialog).getByLabelText(label) };
}

describe('CreateDocumentDialog', () => {
  it('starts with type Other and a disabled submit until the title is not blank', async () => {
    const { user, submit, field } = setup();
    expect(field('Type')).toHaveValue('other');
    expect(submit).toBeDisabled();
    await user.type(field('Title'), '   ');
    expect(submit).toBeDisabled();
    await user.type(field('Title'), 'Ok');
    expect(submit).toBeEnabled();
  });

  it('refuses a one-character title', async () => {
    const { user, submit, field, onCreate } = setup();
    await user.type(field('Title'), 'X');
    await user.click(submit);
    expect(await screen.findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses titles over 100 and descriptions over 500 characters', async () => {
    const { user, submit, field, onCreate } = setup();
    await user.click(field('Title'));
    await user.paste('t'.repeat(101));
    await user.click(field(/Description/));
    await user.paste('d'.repeat(501));
    await user.click(submit);
    expect(await screen.findByText('Title must be less than 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be less than 500 characters')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses more than 10 tags', async () => {
    const { user, submit, field, onCreate } = setup();
    await user.type(field('Title'), 'Tagged');
    await user.click(field(/Tags/));
    await user.paste(Array.from({ length: 11 }, (_, i) => `t${i}`).join(','));
    await user.click(submit);
    expect(await screen.findByText('Maximum 10 tags allowed')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('submits trimmed fields with comma-separated tags (trimmed, lowercased, no empties or repeats)', async () => {
    const { user, submit, field, onCreate, onOpenChange } = setup();
    await user.type(field('Title'), '  Curse of Strahd ');
    await user.selectOptions(field('Type'), 'campaign');
    await user.type(field(/Description/), 'Gothic horror');
    await user.type(field(/Tags/), ' Vampires, ,horror,HORROR ');
    await user.click(submit);
    expect(onCreate).toHaveBeenCalledWith({ title: 'Curse of Strahd', type: 'campaign', description: 'Gothic horror', tags: ['vampires', 'horror'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('locks the form with Creating... while the document is created', async () => {
    let finish!: () => void;
    const { user, submit, field, dialog } = setup(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await user.type(field('Title'), 'Slow one');
    await user.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(field('Title')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    finish();
  });

  it('keeps what was typed and says so when creation fails', async () => {
    const { user, submit, field, onOpenChange } = setup(vi.fn(async () => Promise.reject(new Error('offline'))));
    await user.type(field('Title'), 'Lost?');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(CREATE_FAILED_MESSAGE);
    expect(field('Title')).toHaveValue('Lost?');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
