import { describe, expect, it, vi } from 'vitest';
import type { LuckCode } from '@domain/features/cases/luckCode';
import type { PopupParams } from '@domain/ports/Messenger';
import { LuckCodeViewModel } from '@ui/screens/cases/LuckCodeViewModel';

function setup(options: { onCode?: boolean } = {}) {
  const showPopup = vi.fn((_params: PopupParams): Promise<string | null> => Promise.resolve('ok'));
  const onCode = vi.fn((_code: LuckCode) => {});
  const close = vi.fn(() => {});
  const vm = new LuckCodeViewModel({
    messenger: { showPopup },
    texts: { t: (key) => `«${key}»`, money: String },
    size: 200,
    ...(options.onCode === false ? {} : { onCode }),
    close,
  });
  const draw = (points: readonly [number, number][]) => {
    const [first, ...rest] = points;
    if (!first) return;
    vm.strokeStarted({ x: first[0], y: first[1] });
    for (const [x, y] of rest) vm.strokeMoved({ x, y });
  };
  return { vm, showPopup, onCode, close, draw };
}

const ZIGZAG: [number, number][] = [[10, 10], [60, 120], [110, 20], [160, 150], [190, 40]];

describe('LuckCodeViewModel: the luck-code editor (spec §2)', () => {
  it('Done with nothing drawn gives no code, only the hint; nothing is set or closed', () => {
    const h = setup();
    h.vm.donePressed();
    expect(h.vm.code).toBeNull();
    expect(h.vm.hint).toBe(true);
    expect(h.onCode).not.toHaveBeenCalled();
    expect(h.close).not.toHaveBeenCalled();
  });

  it('a drawn pattern gives a code of three words and four digits, set as the seed once; a second Done closes', () => {
    const h = setup();
    h.draw(ZIGZAG);
    h.vm.donePressed();
    const code = h.vm.code;
    expect(code?.words).toHaveLength(3);
    expect(code?.number).toMatch(/^\d{4}$/);
    expect(h.vm.hint).toBe(false);
    expect(h.vm.seedSet).toBe(true);
    expect(h.onCode.mock.calls).toEqual([[code]]);
    h.vm.donePressed();
    expect(h.close).toHaveBeenCalledTimes(1);
    expect(h.onCode).toHaveBeenCalledTimes(1);
  });

  it('the same pattern gives the same code; another pattern, another code', () => {
    const first = setup();
    first.draw(ZIGZAG);
    first.vm.donePressed();
    const again = setup();
    again.draw(ZIGZAG);
    again.vm.donePressed();
    const other = setup();
    other.draw([[190, 190], [20, 30], [100, 180], [40, 60]]);
    other.vm.donePressed();
    expect(again.vm.code).toEqual(first.vm.code);
    expect(other.vm.code).not.toEqual(first.vm.code);
  });

  it('a new stroke after a code starts a new drawing: the code is gone until the next Done', () => {
    const h = setup();
    h.draw(ZIGZAG);
    h.vm.donePressed();
    h.vm.strokeStarted({ x: 5, y: 5 });
    expect(h.vm.code).toBeNull();
    expect(h.vm.seedSet).toBe(false);
    h.vm.donePressed();
    expect(h.close).not.toHaveBeenCalled();
    expect(h.onCode).toHaveBeenCalledTimes(2);
  });

  it('Clear forgets the pattern and the hint: Done then finds nothing to read', () => {
    const h = setup();
    h.vm.donePressed();
    h.draw(ZIGZAG);
    h.vm.clearPressed();
    expect(h.vm.hint).toBe(false);
    h.vm.donePressed();
    expect(h.vm.code).toBeNull();
    expect(h.vm.hint).toBe(true);
  });

  it('without a seed to set, a code is only shown', () => {
    const h = setup({ onCode: false });
    h.draw(ZIGZAG);
    h.vm.donePressed();
    expect(h.vm.code).not.toBeNull();
    expect(h.vm.seedSet).toBe(false);
  });

  it('help is the messenger’s own popup, in the app’s words; a refused popup is no failure', async () => {
    const h = setup();
    h.showPopup.mockRejectedValueOnce(new Error('popup already open'));
    h.vm.helpPressed();
    await Promise.resolve();
    expect(h.showPopup.mock.calls).toEqual([[{ title: '«luck.helpTitle»', message: '«luck.helpBody»', buttons: [{ id: 'ok', type: 'ok' }] }]]);
  });
});
