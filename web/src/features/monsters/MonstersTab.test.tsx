import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AssistantPanelControlsProvider,
  EditorBridgeProvider,
  type AssistantPanelControls,
  type EditorBridge,
} from '../../lib/editor-bridge';
import { htmlToPlainText } from '../../lib/text';
import { SessionContext } from '../../lib/session';
import { http, HttpResponse } from 'msw';
import { deferred as deferredOf, jsonResponse } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { server } from '../../test/server';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import MonstersTab from './MonstersTab';
import {
  GOBLIN,
  HOBGOBLIN_SUMMARY,
  OWLBEAR_SUMMARY,
  monsterResponse,
  reskinOf,
  reskinResponse,
  searchResponse,
  summaryOf,
} from './testMonsters';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => jsonResponse(status, body, headers);

/** The server cannot be reached (fetch rejects, as with no network). */
const networkError = () => HttpResponse.error();

const deferred = () => deferredOf<Response>();

const DEFAULT_RESKINS = reskinResponse([
  reskinOf(GOBLIN, 'Soot Imp', { tone: 'mysterious' }),
  reskinOf(GOBLIN, 'Lantern Thief', { tone: 'mysterious' }),
  reskinOf(GOBLIN, 'Gearwight', { tone: 'mysterious' }),
]);

/** The Go API as the default server answers (built-in catalogue, no model); any route can be replaced. */
function fakeApi(overrides: { search?: Handler; monster?: Handler; reskin?: Handler } = {}) {
  const calls: Call[] = [];
  const handlers: Required<typeof overrides> = {
    search: ({ url }) => {
      const name = url.searchParams.get('name')?.toLowerCase() ?? '';
      const all = [summaryOf(GOBLIN), HOBGOBLIN_SUMMARY, OWLBEAR_SUMMARY];
      return json(200, searchResponse(all.filter((m) => m.name.toLowerCase().includes(name))));
    },
    monster: () => json(200, monsterResponse(GOBLIN)),
    reskin: () => json(200, DEFAULT_RESKINS),
    ...overrides,
  };
  server.use(
    http.all('*/api/monsters*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      if (url.pathname === '/api/monsters') return handlers.search(call);
      if (url.pathname === '/api/monsters/reskin') return handlers.reskin(call);
      return handlers.monster(call);
    }),
  );
  return { calls };
}

let users = 0;

function renderTab() {
  const bridge = {
    insertContent: vi.fn(() => ({ inserted: true, start: 0, end: 10 })),
  } as unknown as EditorBridge & { insertContent: ReturnType<typeof vi.fn> };
  const controls: AssistantPanelControls = { activeTab: 'monsters', selectTab: vi.fn(), setTabBadge: vi.fn() };
  const user = userEvent.setup({ delay: null });
  const session = fakeSession('guest');
  // A user of its own per test: the personal dictionary's saves are kept per user.
  session.user = { ...session.user!, id: `guest_monsters_${++users}`, personalDictionary: [] };
  render(
    <ServerStateForTests>
      <SessionContext.Provider value={session}>
        <EditorBridgeProvider value={bridge}>
          <AssistantPanelControlsProvider value={controls}>
            <MonstersTab />
          </AssistantPanelControlsProvider>
        </EditorBridgeProvider>
      </SessionContext.Provider>
    </ServerStateForTests>,
  );
  return { user, bridge, controls, session };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search monsters' });
const currentStep = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(searchBox());
  await user.type(searchBox(), `${text}{Enter}`);
}

async function selectGoblin(user: ReturnType<typeof userEvent.setup>) {
  await searchFor(user, 'goblin');
  await user.click(await screen.findByRole('button', { name: 'Select Goblin' }));
  await screen.findByRole('heading', { name: 'Goblin' });
}

describe('search step', () => {
  it('disables Search while the query is blank, searches on Enter and lists what it found', async () => {
    const api = fakeApi();
    const { user } = renderTab();
    expect(currentStep()).toContain('Search');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(searchBox(), '   ');
    expect(search).toBeDisabled();
    await user.type(searchBox(), 'owl{Enter}');

    expect(await screen.findByText('Found 1 monster')).toBeVisible();
    expect(api.calls[0].url.pathname + api.calls[0].url.search).toBe('/api/monsters?name=owl');
    const row = within(screen.getByRole('list', { name: 'Monsters' })).getByRole('listitem');
    expect(row).toHaveTextContent('Owlbear');
    expect(row).toHaveTextContent('Large monstrosity · CR 3 (700 XP)');
    expect(screen.getByTestId('monster-source')).toHaveTextContent('built-in SRD catalogue (325 creatures)');
    expect(screen.queryByTestId('monster-notice')).not.toBeInTheDocument();

    await searchFor(user, 'gob');
    expect(await screen.findByText('Found 2 monsters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.calls).toHaveLength(3);
  });

  it('Browse All Monsters shows Loading... and then every monster; the yellow notice when the database failed', async () => {
    const answer = deferred();
    fakeApi({ search: () => answer.promise });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Browse All Monsters' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    answer.resolve(
      json(200, searchResponse([summaryOf(GOBLIN), HOBGOBLIN_SUMMARY, OWLBEAR_SUMMARY], {
        notice: 'The monster database is unavailable right now, so the built-in SRD catalogue (325 monsters) is in use.',
      })),
    );
    expect(await screen.findByText('Found 3 monsters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse All Monsters' })).toBeEnabled();
    expect(screen.getByTestId('monster-notice')).toHaveTextContent('The monster database is unavailable right now');
    expect(screen.queryByTestId('monster-source')).not.toBeInTheDocument();
  });

  it('filters by type, size and challenge rating, and the list on show follows them', async () => {
    const api = fakeApi();
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Browse All Monsters' }));
    await screen.findByText('Found 3 monsters');

    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Type')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Type'), 'humanoid');
    await user.selectOptions(screen.getByLabelText('Lowest CR'), '1/4');
    await user.selectOptions(screen.getByLabelText('Highest CR'), '2');
    // A highest rating below the lowest cannot be chosen.
    expect(within(screen.getByLabelText('Highest CR')).getByRole('option', { name: '1/8' })).toBeDisabled();
    await waitFor(() => expect(api.calls.at(-1)!.url.search).toBe('?type=humanoid&crMin=1%2F4&crMax=2'));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeVisible();

    await searchFor(user, 'gob');
    await waitFor(() => expect(api.calls.at(-1)!.url.search).toBe('?name=gob&type=humanoid&crMin=1%2F4&crMax=2'));
    await user.selectOptions(screen.getByLabelText('Size'), 'Small');
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('size')).toBe('Small'));
    expect(api.calls.at(-1)!.url.searchParams.get('name')).toBe('gob');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.calls.at(-1)!.url.search).toBe('?name=gob'));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    fakeApi();
    const { user } = renderTab();
    await searchFor(user, 'tarrasque');
    expect(await screen.findByText('Found 0 monsters')).toBeVisible();
    expect(screen.getByText('No monsters match. Try another name.')).toBeVisible();
  });

  it('shows the spec messages when a search or the browse fails', async () => {
    fakeApi({ search: networkError });
    const { user } = renderTab();
    await searchFor(user, 'owl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search monsters. Please try again.');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');

    await user.click(screen.getByRole('button', { name: 'Browse All Monsters' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load common monsters. Please try again.'));
  });
});

describe('customize step', () => {
  it('shows the selected monster, suggested themes and environments, and the tone the suggestions default to', async () => {
    const api = fakeApi({
      monster: () => json(200, { ...monsterResponse(GOBLIN), suggestions: { ...monsterResponse(GOBLIN).suggestions, defaultTone: 'dark' } }),
    });
    const { user } = renderTab();
    await selectGoblin(user);
    expect(currentStep()).toContain('Customize');
    expect(api.calls.at(-1)!.url.pathname).toBe('/api/monsters/goblin');
    const card = screen.getByRole('region', { name: 'Selected monster' });
    await waitFor(() => expect(card).toHaveTextContent('Small humanoid (goblinoid), neutral evil'));
    expect(card).toHaveTextContent('Armor Class15');
    expect(card).toHaveTextContent('Hit Points7 (2d6)');
    expect(card).toHaveTextContent('Challenge1/4 (50 XP)');
    expect(screen.getByRole('heading', { name: 'Goblin' })).toHaveFocus();

    const tone = screen.getByLabelText('Tone');
    expect(tone).toHaveValue('dark');
    expect(within(tone).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dark', 'Whimsical', 'Horror', 'Heroic', 'Mysterious', 'Mixed']);

    const themes = screen.getByRole('group', { name: 'Suggested themes' });
    expect(within(themes).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Horror', 'Steampunk', 'Fairy Tale', 'Post-Apocalyptic', 'Celestial', 'Cult', 'Noble Court',
    ]);
    await user.click(within(themes).getByRole('button', { name: 'Steampunk' }));
    expect(screen.getByLabelText(/^Theme/)).toHaveValue('Steampunk');
    expect(within(themes).getByRole('button', { name: 'Steampunk' })).toHaveAttribute('aria-pressed', 'true');
    const environments = screen.getByRole('group', { name: 'Suggested environments' });
    expect(within(environments).getAllByRole('button')).toHaveLength(10);
    await user.click(within(environments).getByRole('button', { name: 'Cosmic/Space' }));
    expect(screen.getByLabelText(/^Environment/)).toHaveValue('Cosmic/Space');
  });

  it('Back returns to the search with the list kept', async () => {
    fakeApi();
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toContain('Search');
    expect(screen.getByText('Found 2 monsters')).toBeVisible();
    expect(searchBox()).toHaveValue('goblin');
    expect(searchBox()).toHaveFocus();
  });

  it('a monster that cannot be found says so and cannot be re-skinned', async () => {
    fakeApi({ monster: ({ url }) => json(404, { error: { code: 'not_found', message: `Monster not found: ${url.pathname.split('/').pop()}` } }) });
    const { user } = renderTab();
    await selectGoblin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Monster not found: goblin');
    expect(screen.getByRole('button', { name: 'Generate Re-skins' })).toBeDisabled();
  });

  it('selecting the monster again after a failed load asks again', async () => {
    let fail = true;
    const api = fakeApi({ monster: () => (fail ? networkError() : json(200, monsterResponse(GOBLIN))) });
    const { user } = renderTab();
    await selectGoblin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Select Goblin' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Selected monster' })).toHaveTextContent('Hit Points7 (2d6)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Re-skins' })).toBeEnabled();
    expect(api.calls.filter((c) => c.url.pathname === '/api/monsters/goblin')).toHaveLength(2);
  });

  it('shows the database notice of a monster the built-in catalogue answered for', async () => {
    fakeApi({ monster: () => json(200, { ...monsterResponse(GOBLIN), notice: 'The monster database is unavailable right now, so the built-in SRD catalogue (325 monsters) is in use.' }) });
    const { user } = renderTab();
    await selectGoblin(user);
    expect(await screen.findByText(/The monster database is unavailable right now/)).toBeVisible();
  });
});

describe('generating and results', () => {
  it('sends the settings, shows Generating..., then the cards with the built-in notice', async () => {
    const answer = deferred();
    const api = fakeApi({ reskin: () => answer.promise });
    const { user } = renderTab();
    await selectGoblin(user);
    await user.type(screen.getByLabelText(/^Theme/), '  Steampunk ');
    await user.selectOptions(screen.getByLabelText('Tone'), 'horror');
    await user.selectOptions(screen.getByLabelText('Re-skins'), '2');
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(api.calls.at(-1)!.body).toEqual({ slug: 'goblin', tones: ['horror'], count: 2, theme: 'Steampunk' });
    answer.resolve(json(200, DEFAULT_RESKINS));

    expect(await screen.findByRole('heading', { name: 'Re-skins of the Goblin' })).toHaveFocus();
    expect(currentStep()).toContain('Results');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Soot Imp', 'Lantern Thief', 'Gearwight']);
    expect(cards[0]).toHaveTextContent('Soot Imp is wrapped in soot and copper.');
    expect(cards[0]).toHaveTextContent('Soot Imp strikes from the smoke');
    expect(cards[0]).toHaveTextContent('foundry that fell silent');
    expect(screen.getByTestId('built-in-content')).toHaveTextContent('No AI model is configured');
  });

  it("the Mixed tone sends no tones, so the server writes its mix of mysterious, whimsical and heroic", async () => {
    const api = fakeApi();
    const { user } = renderTab();
    await selectGoblin(user);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Mixed' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Tone'), 'Mixed');
    expect(screen.getByText(/Mixed takes the tones in turn: mysterious, whimsical and heroic\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    await waitFor(() => expect(api.calls.at(-1)!.url.pathname).toBe('/api/monsters/reskin'));
    expect(api.calls.at(-1)!.body).toEqual({ slug: 'goblin', count: 3 });
  });

  it('folds out the stat block each card runs with', async () => {
    fakeApi();
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    const card = (await screen.findAllByRole('article'))[0];
    const toggle = within(card).getByRole('button', { name: 'Show stat block' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByTestId('stat-block')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide stat block' })).toHaveAttribute('aria-expanded', 'true');
    const block = within(card).getByRole('region', { name: 'Soot Imp stat block' });
    expect(block).toHaveTextContent('Armor Class 15');
    expect(block).toHaveTextContent('Hit Points 7 (2d6)');
    expect(block).toHaveTextContent('Challenge 1/4 (50 XP)');
    expect(within(block).getAllByRole('term').map((t) => t.textContent)).toEqual(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
    expect(block).toHaveTextContent('DEX14 (+2)');
    expect(block).toHaveTextContent('Scimitar. Melee Weapon Attack: +4 to hit');
  });

  it('Insert into Campaign inserts the story and the stat block, then closes back to the Errors tab', async () => {
    fakeApi();
    const { user, bridge, controls, session } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    const card = (await screen.findAllByRole('article'))[1];
    await user.click(within(card).getByRole('button', { name: 'Insert into Campaign' }));
    // The new name joins the personal dictionary, as inserted names do.
    await waitFor(() => expect(session.updateProfile).toHaveBeenCalledWith({ personalDictionary: ['Lantern Thief'] }));

    expect(bridge.insertContent).toHaveBeenCalledTimes(1);
    const html = bridge.insertContent.mock.calls[0][0] as string;
    expect(html.startsWith('<h2>Lantern Thief</h2>')).toBe(true);
    // The stat block comes wrapped, to be one stat-block node in the editor.
    expect(html).toContain('<div data-stat-block=""><h3>Lantern Thief</h3>');
    const lines = htmlToPlainText(html.replace(/<div data-stat-block="">|<\/div>/g, '')).split('\n');
    expect(lines).toContain('Appearance. Lantern Thief is wrapped in soot and copper.');
    expect(lines).toContain('Armor Class 15');
    expect(lines).toContain('Hit Points 7 (2d6)');
    expect(lines).toContain('Challenge 1/4 (50 XP)');
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
    // The tool starts over.
    expect(currentStep()).toContain('Search');
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByText(/Found/)).not.toBeInTheDocument();
  });

  it('Try Different Settings keeps the settings; Choose Different Monster goes back to the list', async () => {
    fakeApi();
    const { user } = renderTab();
    await selectGoblin(user);
    await user.type(screen.getByLabelText(/^Environment/), 'Swamp');
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Try Different Settings' }));
    expect(currentStep()).toContain('Customize');
    expect(screen.getByLabelText(/^Environment/)).toHaveValue('Swamp');
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Different Monster' }));
    expect(currentStep()).toContain('Search');
    expect(screen.getByText('Found 2 monsters')).toBeVisible();
  });

  it('shows the model\'s cards without the built-in notice, and marks built-in cards among them', async () => {
    fakeApi({
      reskin: () =>
        json(200, reskinResponse(
          [
            reskinOf(GOBLIN, 'Cinder Knave', { source: 'ai', fallbackReason: undefined }),
            reskinOf(GOBLIN, 'Soot Imp', { source: 'fallback', fallbackReason: 'model_failed' }),
          ],
          { source: 'fallback', fallbackReason: 'model_failed' },
        )),
    });
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    const [model, builtIn] = await screen.findAllByRole('article');
    expect(within(model).queryByText('Built-in')).not.toBeInTheDocument();
    expect(within(builtIn).getByText('Built-in')).toBeVisible();
    expect(screen.getByTestId('built-in-content')).toHaveTextContent('could not answer');
  });

  it('shows no notice when the model wrote every card', async () => {
    fakeApi({ reskin: () => json(200, reskinResponse([reskinOf(GOBLIN, 'Cinder Knave', { source: 'ai', fallbackReason: undefined })], { source: 'ai' })) });
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    expect(await screen.findByRole('heading', { name: 'Cinder Knave' })).toBeVisible();
    expect(screen.queryByTestId('built-in-content')).not.toBeInTheDocument();
  });

  it('a failure shows the spec message and stays on the settings; a 429 says when to try again', async () => {
    let status = 500;
    fakeApi({
      reskin: () =>
        status === 429
          ? json(429, { error: { code: 'rate_limited', message: 'You have used your AI actions for this minute. Please try again in 42 seconds.' } }, { 'Retry-After': '42' })
          : new HttpResponse('oops', { status: 500 }),
    });
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate re-skins. Please try again.');
    expect(currentStep()).toContain('Customize');

    status = 429;
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 42 seconds.'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to generate re-skins');
  });

  it("the API's own message for a re-skin that failed on its side is the spec's, shown once under the title", async () => {
    fakeApi({
      reskin: () => json(500, { error: { code: 'internal', message: 'Failed to generate monster re-skin. Please try again.' } }),
    });
    const { user } = renderTab();
    await selectGoblin(user);
    await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate re-skins. Please try again.');
    expect(alert).not.toHaveTextContent('Failed to generate monster re-skin');
  });
});

describe('closing', () => {
  it.each(['search', 'customize', 'results'] as const)('the close button on the %s step resets the tool and returns to the Errors tab', async (step) => {
    fakeApi();
    const { user, controls } = renderTab();
    await searchFor(user, 'goblin');
    await screen.findByText('Found 2 monsters');
    if (step !== 'search') {
      await user.click(screen.getByRole('button', { name: 'Select Goblin' }));
      await screen.findByRole('heading', { name: 'Goblin' });
    }
    if (step === 'results') {
      await user.click(screen.getByRole('button', { name: 'Generate Re-skins' }));
      await screen.findAllByRole('article');
    }
    expect(currentStep()).toContain(step[0].toUpperCase() + step.slice(1));
    await user.click(screen.getByRole('button', { name: 'Close Monster Re-skinning' }));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
    expect(currentStep()).toContain('Search');
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByText(/Found/)).not.toBeInTheDocument();
  });
});
