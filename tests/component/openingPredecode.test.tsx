// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { imageSource } from '@ui/components/imageSource';
import { renderApp } from '../support/renderApp';

const OriginalImage = globalThis.Image;
afterEach(() => {
  globalThis.Image = OriginalImage;
  cleanup();
});

/** Resolves after the next frame and a task after it: where work put off "after the paint" has run. */
const afterFrameAndTask = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
})));

it('the countdown pre-decodes the case’s pictures once, after its first frame, not again at each second', async () => {
  const decoded: string[] = [];
  globalThis.Image = class extends OriginalImage {
    set src(url: string) {
      decoded.push(url);
      super.src = url;
    }
  } as typeof Image;
  const { clock, services } = renderApp({ user: 'player', path: '/cases/2/opening', state: { allowOpening: true } });
  await screen.findByRole('heading', { name: 'Blue Case' }, { timeout: 5000 });
  const skins = services.cases.details.get('2')?.skins ?? [];
  const pictures = new Set(skins.map((s) => imageSource(s.img)).filter((u) => u !== null));
  expect(pictures.size).toBeGreaterThan(1);
  // Each of the case's pictures once (the first frame is painted before any of them is asked for).
  await waitFor(() => expect(new Set(decoded)).toEqual(pictures));
  expect(decoded).toHaveLength(pictures.size);
  const once = decoded.length;
  for (const second of [1, 2]) {
    await act(async () => clock.advanceAsync(1000, 50));
    expect(screen.getByRole('status').textContent).toBe(`Opening in ${3 - second}`);
    await afterFrameAndTask();
    expect(decoded).toHaveLength(once);
  }
});
