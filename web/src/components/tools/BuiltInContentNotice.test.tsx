import { render, screen } from '@testing-library/react';
import { BuiltInContentNotice } from './BuiltInContentNotice';

describe('BuiltInContentNotice', () => {
  it('shows nothing for model content or before an answer', () => {
    const { container, rerender } = render(<BuiltInContentNotice origin={{ source: 'ai' }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BuiltInContentNotice origin={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['not_configured', 'No AI model is configured on this server'],
    ['model_failed', 'The AI model could not answer this time'],
    [undefined, 'without an AI model'],
  ] as const)('labels built-in content and says why (%s)', (fallbackReason, why) => {
    render(<BuiltInContentNotice origin={{ source: 'fallback', fallbackReason }} />);
    const note = screen.getByRole('note', { name: 'Built-in content' });
    expect(note).toHaveTextContent('Built-in content.');
    expect(note).toHaveTextContent(why);
  });
});
