import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueueSnackbar = vi.fn((..._args: unknown[]) => 'ignored');
const closeSnackbar = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar, closeSnackbar, SnackbarProvider: () => null, SnackbarContent: () => null }));

const { notistackHost } = await import('@ui/toasts/NotistackHost');
const { LazyToaster } = await import('@ui/toasts/LazyToaster');
const { AREA_TOAST } = await import('@ui/toasts/Toaster');
const { transportProblemToast } = await import('@ui/toasts/transportToasts');
const { ManualClock } = await import('@adapters/memory/ManualClock');

function attached() {
  const toaster = new LazyToaster(new ManualClock());
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
    const toaster = new LazyToaster(new ManualClock());
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
    const toaster = new LazyToaster(new ManualClock());
    toaster.show({ kind: 'error', message: { key: 'k' } });
    const wanted = vi.fn();
    toaster.onHostWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('keys are unique and stable across the wait', () => {
    const toaster = new LazyToaster(new ManualClock());
    const ids = [toaster.show({ kind: 'blank', message: { key: 'a' } }), toaster.show({ kind: 'blank', message: { key: 'b' } })];
    expect(new Set(ids).size).toBe(2);
    const host = { show: vi.fn(), close: vi.fn() };
    toaster.attach(host);
    expect(host.show.mock.calls.map((call) => call[1])).toEqual(ids);
  });
});

describe('one toast per event', () => {
  function onHost() {
    const clock = new ManualClock();
    const toaster = new LazyToaster(clock);
    const host = { show: vi.fn(), close: vi.fn() };
    toaster.attach(host);
    /** The toasts on screen: shown and not closed since (the host's view). */
    const onScreen = () => {
      const closed = new Set(host.close.mock.calls.map((call) => call[0] as string));
      return host.show.mock.calls.filter((call) => !closed.has(call[1] as string)).map((call) => (call[0] as { message: unknown }).message);
    };
    return { clock, toaster, host, onScreen };
  }

  it('offline: the connection toast and the screen’s own load error are one toast, naming the cause', () => {
    const { clock, toaster, onScreen } = onHost();
    const first = toaster.show(transportProblemToast('connection'));
    clock.advance(300);
    const second = toaster.show({ kind: 'error', message: { key: 'home.live.loadError' } });
    expect(onScreen()).toEqual([{ key: 'errors.connection' }]);
    expect(second).toBe(first);
  });

  it('a later error while one is up updates it: the old words leave, the new show, under the same id', () => {
    const { clock, toaster, host, onScreen } = onHost();
    const first = toaster.show({ kind: 'error', message: { key: 'opening.sellError' } });
    clock.advance(1000);
    const second = toaster.show({ kind: 'error', message: { key: 'tasks.linkUnavailable' } });
    expect(second).toBe(first);
    expect(onScreen()).toEqual([{ key: 'tasks.linkUnavailable' }]);
    toaster.dismiss(first);
    expect(host.close).toHaveBeenLastCalledWith(host.show.mock.calls[1]![1]);
    expect(onScreen()).toEqual([]);
  });

  it('a double tap’s second identical toast adds nothing; the same toast once the first has gone shows again', () => {
    const { clock, toaster, host } = onHost();
    toaster.show({ kind: 'success', message: { key: 'invite.copied' } });
    clock.advance(500);
    toaster.show({ kind: 'success', message: { key: 'invite.copied' } });
    expect(host.show).toHaveBeenCalledTimes(1);
    clock.advance(1500); // the success toast's 2 s are over
    toaster.show({ kind: 'success', message: { key: 'invite.copied' } });
    expect(host.show).toHaveBeenCalledTimes(2);
  });

  it('different events stack: an error beside a success, and errors 4 s apart', () => {
    const { clock, toaster, onScreen } = onHost();
    toaster.show({ kind: 'success', message: { key: 'invite.sent' } });
    toaster.show({ kind: 'error', message: { key: 'invite.copyFailed' } });
    expect(onScreen()).toHaveLength(2);
    clock.advance(4000);
    toaster.show({ kind: 'error', message: { key: 'opening.sellError' } });
    expect(onScreen()).toHaveLength(3); // the host closes the first two by their own timers
  });

  it('toasts that wait for the host are merged the same way, and show once it attaches', () => {
    const toaster = new LazyToaster(new ManualClock());
    toaster.show(transportProblemToast('connection'));
    toaster.show({ kind: 'error', message: { key: 'home.live.loadError' } });
    toaster.show(transportProblemToast('connection'));
    const host = { show: vi.fn(), close: vi.fn() };
    toaster.attach(host);
    expect(host.show.mock.calls.map((call) => (call[0] as { message: unknown }).message)).toEqual([{ key: 'errors.connection' }]);
  });
});
