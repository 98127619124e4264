import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '../test/renderApp';
import { Footer } from './Footer';

describe('Footer', () => {
  it("carries the SRD's attribution and links to the credits and licences", () => {
    renderApp(<Footer />, { session: fakeSession('guest') });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Includes material from the System Reference Document 5.1 by Wizards of the Coast, under CC BY 4.0.');
    expect(within(footer).getByRole('link', { name: 'Credits and licences' })).toHaveAttribute('href', '/credits');
  });
});
