import { screen, within } from '@testing-library/react';
import { fakeSession, renderApp } from '../../test/renderApp';
import type { DocumentShareState } from '../../lib/documents/useDocumentShare';
import { ANYONE_CAN_READ, BROWSER_STORE_SHARE_TEXT, GUEST_SHARE_TEXT, ShareControls, ShareSection } from './ShareSection';

function state(overrides: Partial<DocumentShareState> = {}): DocumentShareState {
  return {
    availability: 'available',
    shared: false,
    link: 'https://lorewright.example/share/doc-1',
    busy: false,
    error: null,
    share: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    ...overrides,
  };
}

const section = () => screen.getByRole('region', { name: 'Share' });

describe('Share, in Document Settings', () => {
  it('offers a private document to be shared', async () => {
    const controls = state();
    const { user } = renderApp(<ShareControls state={controls} />);
    expect(section()).toHaveTextContent('Private: only you can open it.');
    await user.click(within(section()).getByRole('button', { name: 'Share' }));
    expect(controls.share).toHaveBeenCalledTimes(1);
  });

  it('shows a shared document\u2019s link to copy, and Stop sharing', async () => {
    const controls = state({ shared: true });
    const { user } = renderApp(<ShareControls state={controls} />);
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(within(section()).getByTestId('share-status')).toHaveTextContent(ANYONE_CAN_READ);
    expect(within(section()).getByLabelText('Share link')).toHaveValue('https://lorewright.example/share/doc-1');
    await user.click(within(section()).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://lorewright.example/share/doc-1');
    expect(await within(section()).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Stop sharing' }));
    expect(controls.stop).toHaveBeenCalledTimes(1);
  });

  it('says when copying was refused', async () => {
    const { user } = renderApp(<ShareControls state={state({ shared: true })} />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    await user.click(within(section()).getByRole('button', { name: 'Copy link' }));
    // The refusal settles after the click's own promise.
    expect(await within(section()).findByText(/Your browser did not allow copying\./)).toBeInTheDocument();
  });

  it('shows progress and errors', () => {
    const { rerender } = renderApp(<ShareControls state={state({ shared: false, busy: true })} />);
    expect(within(section()).getByRole('button', { name: 'Sharing...' })).toBeDisabled();
    rerender(<ShareControls state={state({ shared: null })} />);
    expect(section()).toHaveTextContent('Checking whether this document is shared...');
    rerender(<ShareControls state={state({ shared: true, error: 'Stopping sharing failed.' })} />);
    expect(within(section()).getByRole('alert')).toHaveTextContent('Stopping sharing failed.');
  });

  it('tells a guest why they cannot share and offers sign-up', async () => {
    const { user, location } = renderApp(<ShareSection documentId="doc-1" />, { session: fakeSession('guest') });
    expect(section()).toHaveTextContent(GUEST_SHARE_TEXT);
    expect(within(section()).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(within(section()).getByRole('link', { name: 'Sign up to share' }));
    expect(location().pathname).toBe('/signup');
  });

  it('tells an account without cloud storage that no one else could open a link', () => {
    renderApp(<ShareSection documentId="doc-1" />, { session: fakeSession('signedIn', { storageBackend: 'browser' }) });
    expect(section()).toHaveTextContent(BROWSER_STORE_SHARE_TEXT);
    expect(within(section()).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
