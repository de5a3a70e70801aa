// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// lottie needs a real canvas; what is drawn (particles or not) is what matters here.
vi.mock('lottie-react', () => ({ LottieLight: () => <div data-testid="particles" /> }));
const { default: Confetti } = await import('@ui/effects/Confetti');

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the celebration (one component for the opening and the upgrader)', () => {
  it('throws confetti particles, full or light', () => {
    reducedMotion(false);
    const { container, getByTestId, rerender } = render(<Confetti />);
    expect(getByTestId('particles')).toBeTruthy();
    expect(container.querySelector('[data-confetti]')?.getAttribute('data-confetti')).toBe('full');
    rerender(<Confetti size="light" />);
    expect(container.querySelector('[data-confetti]')?.getAttribute('data-confetti')).toBe('light');
  });

  it('with reduced motion: no particles, a still highlight instead', () => {
    reducedMotion(true);
    const { container, queryByTestId } = render(<Confetti size="light" />);
    expect(queryByTestId('particles')).toBeNull();
    const calm = container.querySelector('[data-confetti]') as HTMLElement;
    expect(calm.getAttribute('data-confetti')).toBe('calm');
  });
});
