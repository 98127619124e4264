import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { CreditsView, licenceSummary } from './CreditsView';
import type { Credits } from './types';

const MIT = 'MIT License\n\nCopyright (c) Facebook, Inc. and its affiliates.';
const APACHE = 'Apache License\nVersion 2.0, January 2004';

const credits: Credits = {
  dataNotices: [
    {
      file: 'functions/internal/srd/data/NOTICE.md',
      title: 'Game content: the SRD 5.1',
      html: '<h4>The SRD 5.1</h4><p>This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC.</p><details class="lw-notice-text"><summary>Show the licence text</summary><pre>MIT License</pre></details>',
    },
    { file: 'functions/internal/grammar/data/NOTICE.md', title: 'Spelling and grammar data: sources and licences', html: '<p>WordNet 3.0 Copyright 2006 by Princeton University.</p>' },
  ],
  goModules: {
    texts: [APACHE, 'Copyright 2009 The Go Authors.'],
    packages: [
      { name: 'Go standard library', version: 'go1.26.8', licence: 'BSD-3-Clause', notices: [{ file: 'LICENSE', text: 1 }] },
      { name: 'cloud.google.com/go/firestore', version: 'v1.29.2', licence: 'Apache-2.0', notices: [{ file: 'LICENSE', text: 0 }] },
      { name: 'firebase.google.com/go/v4', version: 'v4.19.0', licence: 'Apache-2.0', notices: [{ file: 'LICENSE', text: 0 }] },
    ],
  },
  npmPackages: {
    texts: [MIT],
    packages: [
      { name: 'react', version: '19.3.1', licence: 'MIT', notices: [{ file: 'LICENSE', text: 0 }] },
      { name: 'no-file', version: '1.0.0', licence: 'ISC', notices: [] },
    ],
  },
};

describe('CreditsView', () => {
  it('shows every data notice with its attribution, the SRD first', () => {
    renderApp(<CreditsView credits={credits} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Credits and licences' })).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Game content and language data' });
    const titles = within(data).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Game content: the SRD 5.1', 'Spelling and grammar data: sources and licences']);
    const srd = within(data).getByRole('article', { name: 'Game content: the SRD 5.1' });
    expect(srd).toHaveTextContent('System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC');
    expect(within(srd).getByText('Show the licence text')).toBeInTheDocument();
  });

  it('lists the npm packages with version and licence; a package opens on its licence text', async () => {
    const user = userEvent.setup();
    renderApp(<CreditsView credits={credits} />);
    const list = screen.getByRole('list', { name: 'npm packages in the app' });
    const react = within(list).getAllByRole('listitem')[0];
    expect(react).toHaveTextContent('react19.3.1MIT');
    const details = react.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(react).getByText('react'));
    expect(details.open).toBe(true);
    expect(within(react).getByText(/Copyright \(c\) Facebook/)).toBeVisible();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('The package ships no licence file; its package.json states ISC.');
    expect(screen.getByText(/The 2 npm packages whose code is in this build/)).toBeInTheDocument();
  });

  it('lists the Go modules, the standard library counted apart, a shared licence text under each', () => {
    renderApp(<CreditsView credits={credits} />);
    expect(screen.getByText(/The Go standard library and the 2 Go modules/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Go modules on the server' });
    expect(within(list).getAllByText(/Apache License/)).toHaveLength(2);
    expect(screen.getByText('Apache-2.0 2 · BSD-3-Clause 1')).toBeInTheDocument();
  });

  it('in the dev server (no bundle) says when the npm list is written', () => {
    renderApp(<CreditsView credits={{ ...credits, npmPackages: null }} />);
    const web = screen.getByRole('region', { name: 'Open-source software in the app' });
    expect(web).toHaveTextContent('This list is written when the app is built');
    expect(within(web).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('licenceSummary', () => {
  it('counts each licence, most common first, ties by name', () => {
    const p = (licence: string) => ({ name: licence, version: '1', licence, notices: [] });
    expect(licenceSummary([p('MIT'), p('ISC'), p('MIT'), p('Apache-2.0')])).toBe('MIT 2 · Apache-2.0 1 · ISC 1');
    expect(licenceSummary([])).toBe('');
  });
});
