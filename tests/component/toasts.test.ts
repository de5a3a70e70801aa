import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueueSnackbar = vi.fn((..._args: unknown[]) => 'toast-1');
const closeSnackbar = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar, closeSnackbar }));

const { NotistackToaster } = await import('@ui/toasts/NotistackToaster');
const { AREA_TOAST } = await import('@ui/toasts/Toaster');

function mounted() {
  const toaster = new NotistackToaster();
  toaster.hostMounted();
  return toaster;
}

/** The message a toast element carries (ToastText translates it on screen). */
const carrying = (message: object) => expect.objectContaining({ props: { message } });

describe('NotistackToaster (spec §9 toasts)', () => {
  beforeEach(() => enqueueSnackbar.mockClear());

  it.each([
    ['blank', 4000],
    ['error', 4000],
    ['custom', 4000],
    ['success', 2000],
  ] as const)('%s lasts %i ms by default', (kind, ms) => {
    mounted().show({ kind, message: { key: 'k' } });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({ variant: kind, autoHideDuration: ms, persist: false }));
  });

  it('loading stays until dismissed', () => {
    const toaster = mounted();
    const id = toaster.show({ kind: 'loading', message: { key: 'k' } });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({ autoHideDuration: null, persist: true }));
    toaster.dismiss(id);
    expect(closeSnackbar).toHaveBeenCalledWith('toast-1');
  });

  it('the profile and payment variant: 3 s at top centre', () => {
    mounted().show({ kind: 'success', message: { key: 'k' }, ...AREA_TOAST });
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'k' }), expect.objectContaining({
      autoHideDuration: 3000, anchorOrigin: { vertical: 'top', horizontal: 'center' },
    }));
  });

  it('hands keys with parameters and server text to the on-screen text, untouched', () => {
    const toaster = mounted();
    toaster.show({ kind: 'error', message: { key: 'errors.http', params: { status: 502 } } });
    expect(enqueueSnackbar).toHaveBeenLastCalledWith(carrying({ key: 'errors.http', params: { status: 502 } }), expect.anything());
    toaster.show({ kind: 'custom', message: { text: '<img src=x onerror=alert(1)>' }, icon: 'bell' });
    expect(enqueueSnackbar).toHaveBeenLastCalledWith(carrying({ text: '<img src=x onerror=alert(1)>' }), expect.objectContaining({ icon: 'bell' }));
  });

  it('keeps toasts raised before the host is mounted, and shows them once it is', () => {
    const toaster = new NotistackToaster();
    const early = toaster.show({ kind: 'error', message: { key: 'errors.unauthorized' } });
    const dropped = toaster.show({ kind: 'blank', message: { key: 'gone' } });
    toaster.dismiss(dropped);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    toaster.hostMounted();
    expect(enqueueSnackbar).toHaveBeenCalledTimes(1);
    expect(enqueueSnackbar).toHaveBeenCalledWith(carrying({ key: 'errors.unauthorized' }), expect.objectContaining({ key: early }));
  });
});
