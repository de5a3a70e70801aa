import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueueSnackbar = vi.fn((..._args: unknown[]) => 'ignored');
const closeSnackbar = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar, closeSnackbar, SnackbarProvider: () => null, SnackbarContent: () => null }));

const { notistackHost } = await import('@ui/toasts/NotistackHost');
const { LazyToaster } = await import('@ui/toasts/LazyToaster');
const { AREA_TOAST } = await import('@ui/toasts/Toaster');

function attached() {
  const toaster = new LazyToaster();
  toaster.attach(notistackHost);
  return toaster;
}

/** The message a toast element carries (ToastText translates it on screen). */
const carrying = (message: object) => expect.objectContaining({ props: { message } });

describe('toasts on notistack (spec §9)', () => {
  beforeEach(() => {
    enqueueSnackbar.mockClear();
    closeSnackbar.mockClear();
  });

  it.each([
    ['blank', 4000],
    ['error', 4000],
    ['custom', 4000],
    ['success', 2000],
  ] as const)('%s lasts %i ms by default', (kind, ms) => {
    attached().show({ kind, message: { key: 'k' } });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({ variant: kind, autoHideDuration: ms, persist: false }));
  });

  it('loading stays until dismissed, by the key the toaster gave', () => {
    const toaster = attached();
    const id = toaster.show({ kind: 'loading', message: { key: 'k' } });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({ key: id, autoHideDuration: null, persist: true }));
    toaster.dismiss(id);
    expect(closeSnackbar).toHaveBeenCalledWith(id);
  });

  it('the profile and payment variant: 3 s at top centre', () => {
    attached().show({ kind: 'success', message: { key: 'k' }, ...AREA_TOAST });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({
      autoHideDuration: 3000, anchorOrigin: { vertical: 'top', horizontal: 'center' },
    }));
  });

  it('hands keys with parameters and server text to the on-screen text, untouched', () => {
    const toaster = attached();
    toaster.show({ kind: 'error', message: { key: 'errors.http', params: { status: 502 } } });
    expect(enqueueSnackbar).toHaveBeenLastCalledWith(carrying({ key: 'errors.http', params: { status: 502 } }), expect.anything());
    toaster.show({ kind: 'custom', message: { text: '<img src=x onerror=alert(1)>' }, icon: 'bell' });
    expect(enqueueSnackbar).toHaveBeenLastCalledWith(carrying({ text: '<img src=x onerror=alert(1)>' }), expect.objectContaining({ icon: 'bell' }));
  });
});

describe('LazyToaster: the toast library loads with the first toast', () => {
  it('a toast before the host exists waits, asks for the host once per wait, and shows when it attaches', () => {
    const toaster = new LazyToaster();
    const wanted = vi.fn();
    const stop = toaster.onHostWanted(wanted);
    expect(wanted).not.toHaveBeenCalled();
    const early = toaster.show({ kind: 'error', message: { key: 'errors.unauthorized' } });
    const dropped = toaster.show({ kind: 'blank', message: { key: 'gone' } });
    expect(wanted).toHaveBeenCalledTimes(2);
    toaster.dismiss(dropped);
    const host = { show: vi.fn(), close: vi.fn() };
    const detach = toaster.attach(host);
    expect(host.show.mock.calls).toEqual([[{ kind: 'error', message: { key: 'errors.unauthorized' } }, early]]);
    toaster.show({ kind: 'success', message: { key: 'later' } });
    expect(host.show).toHaveBeenCalledTimes(2);
    expect(wanted).toHaveBeenCalledTimes(2);
    detach();
    toaster.show({ kind: 'blank', message: { key: 'after the host left' } });
    expect(host.show).toHaveBeenCalledTimes(2);
    expect(wanted).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a listener that arrives after a toast already waits is told at once', () => {
    const toaster = new LazyToaster();
    toaster.show({ kind: 'error', message: { key: 'k' } });
    const wanted = vi.fn();
    toaster.onHostWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('keys are unique and stable across the wait', () => {
    const toaster = new LazyToaster();
    const ids = [toaster.show({ kind: 'blank', message: { key: 'a' } }), toaster.show({ kind: 'blank', message: { key: 'b' } })];
    expect(new Set(ids).size).toBe(2);
    const host = { show: vi.fn(), close: vi.fn() };
    toaster.attach(host);
    expect(host.show.mock.calls.map((call) => call[1])).toEqual(ids);
  });
});
