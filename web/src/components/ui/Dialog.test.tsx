import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ locked = false }: { locked?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog open={open} onOpenChange={setOpen} title="Create New Document" description="Name your tale." locked={locked}>
        <input aria-label="Title" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that closes with Escape or the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Document' });
    expect(dialog).toHaveAccessibleDescription('Name your tale.');
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('cannot be closed while locked (e.g. during submit)', async () => {
    const user = userEvent.setup();
    render(<Harness locked />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
