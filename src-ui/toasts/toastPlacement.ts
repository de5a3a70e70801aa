import { BOTTOM_NAV_HEIGHT } from '@ui/navigation/chrome';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import type { Toast } from './Toaster';

/**
 * Where toasts appear — the one rule:
 * - the profile and payment areas (spec §9, `AREA_TOAST`): top centre, 8 px below the messenger's
 *   header and its controls (the safe area), for 3 s;
 * - everywhere else: bottom centre, 8 px above the bottom navigation's place (and the device's home
 *   indicator) — on every route, so a toast never jumps when the bar is hidden for a full-screen flow.
 */
export const TOAST_GAP_PX = 8;

export function toastAnchor(placement: Toast['placement']) {
  return placement === 'top-center'
    ? { vertical: 'top', horizontal: 'center' } as const
    : { vertical: 'bottom', horizontal: 'center' } as const;
}

/** notistack's container classes, and the styles that place them by the rule above. */
export const TOAST_CONTAINER_CLASSES = {
  containerRoot: 'app-toasts', containerAnchorOriginTopCenter: 'app-toasts-top', containerAnchorOriginBottomCenter: 'app-toasts-bottom',
};

export const TOAST_CONTAINER_STYLES = {
  // Centred on a phone too (notistack's narrow layout would start them at the left).
  '.app-toasts': { alignItems: 'center' },
  '.app-toasts.app-toasts-top': { top: padWithSafeArea('top', `${TOAST_GAP_PX}px`) },
  '.app-toasts.app-toasts-bottom': { bottom: padWithSafeArea('bottom', `${BOTTOM_NAV_HEIGHT + TOAST_GAP_PX}px`) },
};
