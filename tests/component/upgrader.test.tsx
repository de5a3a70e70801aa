// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { TOKENS } from '@app/composition/tokens';
import { angleUnderPointer } from '../support/wheelGeometry';
import { renderApp, type RenderAppOptions } from '../support/renderApp';

afterEach(cleanup);

// lottie needs a real canvas; the confetti's presence is what matters here.
vi.mock('@ui/effects/Confetti', () => ({ default: ({ size }: { size?: string }) => <div data-testid="confetti" data-size={size ?? 'full'} /> }));

const PLAYER = 700000012;

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms = 100) {
  await act(async () => {
    await clock.advanceAsync(ms, 50);
  });
}

async function open(options: RenderAppOptions = {}) {
  const app = renderApp({ user: 'player', path: '/upgrader', ...options });
  const backend = app.container.get(GameBackend);
  // The route is its own chunk: wait for it to arrive.
  await screen.findByRole('heading', { level: 1, name: 'Upgrader' }, { timeout: 10_000 });
  await settle(app.clock);
  return { ...app, backend };
}

type App = Awaited<ReturnType<typeof open>>;

const items = () => within(screen.getByRole('list', { name: 'Your skins' })).getAllByRole('button');
const targets = () => within(screen.getByRole('list', { name: /^Targets for/ })).getAllByRole('button');
const multiplierButtons = () => within(screen.getByRole('group', { name: 'Multiplier' })).getAllByRole('button');
const search = (app: App) => app.router.state.location.search;

async function toConfirm(app: App, source: RegExp | null = /^Glock-18 \| Fade/) {
  fireEvent.click(source ? screen.getByRole('button', { name: source }) : items()[0]!);
  await settle(app.clock);
  fireEvent.click(targets()[0]!);
  await settle(app.clock);
  expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
}

describe('upgrader, step 1', () => {
  it('lists the available items (available and returned) in a grid, priciest first', async () => {
    await open();
    const names = items().map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'SSG 08 | Dragonfire, 253.35 crystals',
      'AK-47 | Redline, 37.59 crystals',
      'USP-S | Cortex, 32.45 crystals',
      'M4A1-S | Decimator, 13.90 crystals',
      'Glock-18 | Fade, 13.21 crystals',
    ]);
    // 'weapon | finish' on two lines.
    const tile = items()[4]!;
    expect([...tile.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Glock-18', 'Fade']);
    expect(screen.getByText('Step 1 of 5 · Choose a skin to upgrade')).toBeTruthy();
  });

  it('each tile carries its skin’s CS2 grade from the server (issue 15)', async () => {
    await open();
    const grades = within(screen.getByRole('list', { name: 'Your skins' })).getAllByRole('listitem')
      .map((tile) => tile.querySelector('[data-rarity]')?.getAttribute('data-rarity'));
    expect(grades.length).toBeGreaterThan(0);
    for (const grade of grades) expect(['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband', 'extraordinary']).toContain(grade);
  });

  it('with nothing to upgrade: the empty state leads to the cases', async () => {
    const app = await open({ user: 'no-trade-link' });
    // Both items go in two forced losses, then the list is empty.
    for (let i = 0; i < 2; i++) {
      app.backend.forceNextUpgrade('loss');
      await toConfirm(app, null);
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
      await settle(app.clock, 11_500);
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade again' }));
      await settle(app.clock);
    }
    expect(screen.getByText('No skins to upgrade yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Open cases' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cases'));
  });

  it('a load failure offers Retry', async () => {
    const app = renderApp({ user: 'player', path: '/upgrader' });
    const backend = app.container.get(GameBackend);
    backend.faults.set('getUpgraderItems', { status: 500, times: 3 });
    await screen.findByRole('heading', { level: 1, name: 'Upgrader' }, { timeout: 10_000 });
    await settle(app.clock, 2000);
    expect(screen.getByText('Could not load your skins.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle(app.clock);
    expect(items()).toHaveLength(5);
  });
});

describe('upgrader, step 2', () => {
  it('loads the multipliers with the smallest preselected; more than 5 show 5 until Show all', async () => {
    const app = await open();
    fireEvent.click(screen.getByRole('button', { name: /^Glock-18 \| Fade/ }));
    await settle(app.clock);
    expect(screen.getByText('Step 2 of 5 · Choose a multiplier and a target')).toBeTruthy();
    expect(multiplierButtons().map((b) => b.textContent)).toEqual(['×1.5', '×2', '×3', '×10', '×20']);
    expect(multiplierButtons()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show all (6)' }));
    expect(multiplierButtons().map((b) => b.textContent)).toEqual(['×1.5', '×2', '×3', '×5', '×10', '×20']);
    fireEvent.click(screen.getByRole('button', { name: '×5' }));
    expect(screen.getByRole('list', { name: 'Targets for ×5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide extra' }));
    expect(multiplierButtons()).toHaveLength(5);
  });

  it('the case result’s handoff starts here with that item picked', async () => {
    const probe = renderApp({ user: 'player', path: '/' });
    await settle(probe.clock);
    const backend = probe.container.get(GameBackend);
    const glock = backend.playerSnapshot(PLAYER)!.inventory.find((i) => i.cost === 13.21)!;
    cleanup();
    const app = await open({ state: { donorId: glock.id } });
    await settle(app.clock);
    expect(screen.getByRole('group', { name: 'Your skin' }).textContent).toContain('Glock-18');
    expect(multiplierButtons()).toHaveLength(5);
  });

  it('each target shows the chance it would give, and step 3 shows that same chance from the server', async () => {
    const app = await open();
    fireEvent.click(screen.getByRole('button', { name: /^Glock-18 \| Fade/ }));
    await settle(app.clock);
    const chances = () => within(screen.getByRole('list', { name: /^Targets for/ })).getAllByTestId('target-chance').map((c) => c.textContent);
    expect(chances()).toHaveLength(targets().length);
    for (const text of chances()) expect(text).toMatch(/^\d+(\.\d+)?%$/);
    // The tile's accessible name carries its chance.
    const first = targets()[0]!;
    const shown = chances()[0]!;
    expect(first.getAttribute('aria-label')).toMatch(new RegExp(`, chance ${shown.replace('.', '\\.')}$`));
    // A bigger multiplier, pricier targets, smaller chances.
    const small = Number(shown.replace('%', ''));
    fireEvent.click(screen.getByRole('button', { name: '×20' }));
    for (const text of chances()) expect(Number(text!.replace('%', ''))).toBeLessThan(small);
    fireEvent.click(screen.getByRole('button', { name: '×1.5' }));
    fireEvent.click(targets()[0]!);
    await settle(app.clock);
    // The server's own chance for the pick is the one its tile showed: one rule, told before asking.
    expect(screen.getByTestId('upgrader-chance').textContent).toBe(shown);
  });

  it('in Russian, multipliers and chances take the locale’s decimal comma and the spaced percent', async () => {
    const app = renderApp({ user: 'rich', path: '/upgrader' });
    await screen.findByRole('heading', { level: 1, name: 'Апгрейдер' }, { timeout: 10_000 });
    await settle(app.clock);
    fireEvent.click(within(screen.getByRole('list', { name: 'Твои скины' })).getAllByRole('button').at(-1)!);
    await settle(app.clock);
    await settle(app.clock, 500);
    expect(within(screen.getByRole('group', { name: 'Множитель' })).getAllByRole('button')[0]!.textContent).toBe('×1,5');
    const chance = within(screen.getByRole('list', { name: 'Цели для ×1,5' })).getAllByTestId('target-chance')[0]!.textContent;
    expect(chance).toMatch(/^\d+(,\d+)?\u202f%$/);
  });

  it('a chance that cannot be loaded keeps step 2, with nothing shown but the log', async () => {
    const app = await open();
    app.backend.faults.set('getChance', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: /^Glock-18 \| Fade/ }));
    await settle(app.clock);
    fireEvent.click(targets()[0]!);
    await settle(app.clock, 2000);
    expect(screen.getByRole('list', { name: /^Targets for/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(targets().every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });
});

describe('upgrader, steps 3 to 5', () => {
  it('a win: one upgrade for a burst of taps, the wheel lands in green, the result 11.4 s after the answer', async () => {
    const app = await open();
    await toConfirm(app);
    const chance = screen.getByTestId('upgrader-chance');
    expect(chance.textContent).toMatch(/^\d+(\.\d+)?%$/);
    app.backend.forceNextUpgrade('win');
    const before = app.backend.playerSnapshot(PLAYER)!;
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    for (let i = 0; i < 5; i++) fireEvent.click(upgrade);
    await settle(app.clock, 50);
    expect(search(app)).toBe('?hideUI=true');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByText(/^Step \d of 5/)).toBeNull();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Spinning in 3');

    const wheel = screen.getByRole('img', { name: /^Upgrade wheel, chance/ });
    const [from, to] = wheel.getAttribute('data-win-zone')!.split(' ').map(Number) as [number, number];
    const landed = angleUnderPointer(Number(wheel.getAttribute('data-rotation')));
    expect(from).toBe(0);
    expect(landed).toBeGreaterThan(from);
    expect(landed).toBeLessThan(to);

    // Sounds: ticks at 3-2-1 and the explosion at zero, scheduled on the audio clock, at §9's volumes.
    expect(app.sound.played.map((p) => [p.id, p.options?.volume, p.options?.delaySeconds])).toEqual([
      ['tick', 0.7, 0], ['tick', 0.7, 1], ['tick', 0.7, 2], ['explosion', 0.5, 3],
    ]);
    // The line under the wheel is true at every moment (issue 15): zero is 'Go!' with the burst, then it spins.
    const state = () => screen.getByTestId('wheel-state');
    expect(state().textContent).toBe('Spinning in 3');
    expect(wheel.querySelector('[data-wheel-burst]')).toBeNull();
    await settle(app.clock, 3100);
    expect(state().textContent).toBe('Go!');
    expect(wheel.querySelector('[data-wheel-burst]')).not.toBeNull();
    await settle(app.clock, 300);
    expect(state().textContent).toBe('The wheel is spinning');
    const rotor = wheel.querySelector('[data-wheel-rotor]') as HTMLElement;
    expect(rotor.style.transform).toBe(`rotate(${wheel.getAttribute('data-rotation')}deg)`);
    await settle(app.clock, 7900);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Stopped: the line says where, before the card comes; the burst is gone.
    expect(state().textContent).toBe('Upgrade successful!');
    expect(state().getAttribute('data-outcome')).toBe('won');
    expect(wheel.querySelector('[data-wheel-burst]')).toBeNull();
    await settle(app.clock, 100);
    const dialog = screen.getByRole('dialog', { name: 'Upgrade successful!' });
    expect(await screen.findByTestId('confetti')).toBeTruthy();
    expect(app.sound.played.at(-1)).toMatchObject({ id: 'win', options: { volume: 0.3 } });
    // The demo's upgrades are verifiable rolls: the card offers the Verify view of the item staked.
    // Spec §2's three buttons; the proof is a link beside them.
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Upgrade again', 'To inventory', 'Back to home']);
    expect(within(dialog).getByRole('link', { name: 'Verify this upgrade' })).toBeTruthy();
    // The gain over the staked Glock (13.21), in crystals and percent, in the client's formats.
    const won = app.backend.playerSnapshot(PLAYER)!.inventory.at(-1)!.cost;
    const gained = Math.round((won - 13.21) * 100) / 100;
    expect(within(dialog).getByTestId('upgrade-gain').textContent).toBe(`Gain:+${gained.toFixed(2)} · +${Math.round((gained / 13.21) * 100)}%`);
    // The stopped wheel stays on the page beside the result card.
    expect(screen.getByRole('img', { name: /^Upgrade wheel, chance/ }).getAttribute('data-rotation')).toBe(wheel.getAttribute('data-rotation'));

    const after = app.backend.playerSnapshot(PLAYER)!;
    expect(after.inventory.length).toBe(before.inventory.length + 1);
    expect(after.inventory.at(-1)?.winUpgrader).toBe(true);
    expect(after.inventory.filter((i) => i.soldUpgrader).length).toBe(before.inventory.filter((i) => i.soldUpgrader).length + 1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade again' }));
    await settle(app.clock);
    expect(search(app)).toBe('');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    // The list is reloaded: the Glock is gone, the won target is there.
    expect(items().map((b) => b.getAttribute('aria-label'))).not.toContain('Glock-18 | Fade, 13.21 crystals');
    expect(items()).toHaveLength(5);
  });

  it('a loss: the wheel lands in red; the result offers one way home and a case to open', async () => {
    const app = await open();
    await toConfirm(app);
    app.backend.forceNextUpgrade('loss');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await settle(app.clock, 50);
    const wheel = screen.getByRole('img', { name: /^Upgrade wheel, chance/ });
    const [, to] = wheel.getAttribute('data-win-zone')!.split(' ').map(Number) as [number, number];
    const landed = angleUnderPointer(Number(wheel.getAttribute('data-rotation')));
    expect(landed).toBeGreaterThan(to);
    expect(landed).toBeLessThan(360);
    await settle(app.clock, 11_400);
    const dialog = screen.getByRole('dialog', { name: 'Upgrade failed' });
    expect(app.sound.played.some((p) => p.id === 'win')).toBe(false);
    expect(screen.queryByTestId('confetti')).toBeNull();
    // Spec §2's three buttons (its 'home (on failure)' and 'back to home' both), and a case to open beside them.
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Upgrade again', 'Home', 'Back to home']);
    expect(within(dialog).getByRole('link', { name: 'Open a case' }).getAttribute('href')).toBe('/cases');
    expect(within(dialog).queryByTestId('upgrade-gain')).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Open a case' }));
    expect(app.router.state.location.pathname).toBe('/cases');
  });

  it('an upgrade failure returns to step 3, nothing changed on the server', async () => {
    const app = await open();
    await toConfirm(app);
    app.backend.faults.set('upgrade', { status: 500 });
    const before = app.backend.playerSnapshot(PLAYER)!;
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await settle(app.clock, 200);
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(search(app)).toBe('');
    expect(app.backend.playerSnapshot(PLAYER)!.inventory).toEqual(before.inventory);
  });

  it('leaving during the spin loses nothing: the outcome is in the inventory', async () => {
    const app = await open();
    await toConfirm(app);
    app.backend.forceNextUpgrade('win');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await settle(app.clock, 4000);
    await act(async () => {
      await app.router.navigate('/');
    });
    await settle(app.clock, 12_000);
    expect(app.backend.playerSnapshot(PLAYER)!.inventory.at(-1)?.winUpgrader).toBe(true);
    expect(app.sound.played.some((p) => p.id === 'win')).toBe(false);
  });

  it('on a low-performance device: the spec\'s sounds all play; the confetti is the light one', async () => {
    const user = mockUserByKey('player');
    const messenger = new FakeMessenger({
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, languageCode: user.languageCode, photoUrl: null },
      initData: mockInitData(user, Math.floor(Date.UTC(2026, 10, 21, 12) / 1000)),
      colorScheme: 'dark',
      performanceClass: 'low',
    });
    const app = await open({ overrides: [[TOKENS.Messenger, messenger]] });
    await toConfirm(app);
    app.backend.forceNextUpgrade('win');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await settle(app.clock, 11_500);
    expect(screen.getByRole('dialog', { name: 'Upgrade successful!' })).toBeTruthy();
    expect(app.sound.played.map((played) => played.id)).toEqual(['tick', 'tick', 'tick', 'explosion', 'win']);
    await settle(app.clock);
    expect((await screen.findByTestId('confetti')).dataset.size).toBe('light');
  });
});

describe('upgrader, Back (spec §2)', () => {
  it('3 → 2 → 1 → /games; ignored during the spin; the result starts over', async () => {
    const app = await open();
    await toConfirm(app);
    act(() => app.messenger.pressBackButton());
    expect(screen.getByRole('list', { name: /^Targets for/ })).toBeTruthy();
    act(() => app.messenger.pressBackButton());
    expect(screen.getByRole('list', { name: 'Your skins' })).toBeTruthy();
    await toConfirm(app);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await settle(app.clock, 5000);
    act(() => app.messenger.pressBackButton());
    expect(app.router.state.location.pathname).toBe('/upgrader');
    expect(screen.getByRole('img', { name: /^Upgrade wheel/ })).toBeTruthy();
    await settle(app.clock, 6500);
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => app.messenger.pressBackButton());
    await settle(app.clock);
    expect(screen.getByRole('list', { name: 'Your skins' })).toBeTruthy();
    expect(search(app)).toBe('');
    act(() => app.messenger.pressBackButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/games'));
  });
});
