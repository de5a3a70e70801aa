import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useReducer, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useServices } from '@ui/services';
import { ROUTES } from '@ui/navigation/routes';
import type { RouteName } from '@ui/navigation/routeTable';
import { registerScreenPreload } from '@ui/navigation/screenPreload';
import { inLaterTask } from '@ui/components/frames';
import { NO_NEEDS, ScreenNeedsContext, type ScreenNeeds } from '@ui/viewModel/screenNeeds';

/** What browsers say when a lazily loaded screen's code cannot be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

export function isScreenLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * A screen of its own chunk that could not be fetched (offline, a deploy replaced the files) or
 * that failed to render. It shows inside the layout, so the bottom bar and Back still work; Try
 * again reloads the app, which fetches the screen afresh (a failed lazy load is remembered).
 */
export function ScreenError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const loadFailure = isScreenLoadFailure(error);
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" role="alert" sx={{ fontSize: '1.5rem' }}>
        {loadFailure ? t('errors.screenLoad') : t('errors.generic')}
      </Typography>
      <Typography color="textSecondary">{loadFailure ? t('errors.screenLoadBody') : t('errors.screenCrashBody')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>{t('errors.tryAgain')}</Button>
        <Button variant="outlined" component={Link} to={ROUTES.home}>{t('errors.toHome')}</Button>
      </Stack>
    </Stack>
  );
}

function BoundaryFallback({ error }: FallbackProps) {
  return <ScreenError error={error} />;
}

/**
 * Catches a screen that throws and shows ScreenError in its place. The boundary forgets the error
 * when the address changes: the router reuses the same element for the next screen, and a caught
 * error must not follow the player there.
 */
export function ScreenBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary FallbackComponent={BoundaryFallback} resetKeys={[pathname]}>{children}</ErrorBoundary>;
}

/** While a screen's chunk arrives. */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** A screen's chunk: fetched once, on its route's first visit, and remembered (a failure too). */
interface ScreenSlot {
  Component: ComponentType | null;
  error: unknown;
  loading: Promise<void> | null;
}

/**
 * A route's screen in its own chunk, fetched when the route is first shown (or ahead of it, see
 * preloadScreen), with a loader meanwhile. The fetch happens outside React's Suspense, on purpose: Suspense would hold the
 * revealed screen back by a timer (its fallback throttle), and during a transition it would keep
 * the previous screen, with its Back handler, under the new address. A fetch that fails or a
 * screen that throws shows ScreenError in its place, inside the layout.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  needs: { readonly limits?: boolean; readonly route?: RouteName } = {},
): ReactElement {
  const slot: ScreenSlot = { Component: null, error: null, loading: null };
  const fetchScreen = (): Promise<void> => (slot.loading ??= load().then(
    (Component) => {
      slot.Component = Component;
    },
    (error: unknown) => {
      slot.error = error ?? new Error('screen failed to load');
    },
  ));
  // A screen may ask for this one ahead of the tap (preloadScreen): the slot is then filled, and
  // the tap draws the screen at once.
  if (needs.route) {
    registerScreenPreload(needs.route, async () => {
      await fetchScreen();
      return slot.Component;
    });
  }
  return <LazyScreen slot={slot} fetchScreen={fetchScreen} needsLimits={needs.limits ?? false} />;
}

function LazyScreen({ slot, fetchScreen, needsLimits }: { readonly slot: ScreenSlot; readonly fetchScreen: () => Promise<void>; readonly needsLimits: boolean }) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  // A screen that spends or sets the player's limits comes with their chunk, fetched alongside it.
  const { limitsAccess } = useServices();
  const [limitsError, setLimitsError] = useState<unknown>(null);
  const waitsForLimits = needsLimits && !limitsAccess.ready;
  useEffect(() => {
    if ((slot.Component || slot.error) && !waitsForLimits) return undefined;
    let current = true;
    // In a task of its own: a tap that shows this route paints the loader first, without the chunk's
    // fetch (its module preload links, the import's start) in the effects run before that frame.
    const cancel = inLaterTask(() => {
      void Promise.all([
        fetchScreen(),
        waitsForLimits ? limitsAccess.load().catch((error: unknown) => current && setLimitsError(error ?? new Error('limits failed to load'))) : null,
      ]).then(() => {
        if (current) loaded();
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [slot, fetchScreen, waitsForLimits, limitsAccess]);
  if (slot.error || limitsError) return <ScreenError error={slot.error ?? limitsError} />;
  if (!slot.Component || waitsForLimits) return <ScreenLoading />;
  return (
    <ScreenBoundary>
      <ScreenNeedsContext.Provider value={needsLimits ? SPENDS : NO_NEEDS}>
        <slot.Component />
      </ScreenNeedsContext.Provider>
    </ScreenBoundary>
  );
}

const SPENDS: ScreenNeeds = { limits: true };
