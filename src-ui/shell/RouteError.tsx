import { Button, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { ROUTES } from './routes';

/** What browsers say when a lazily loaded screen's code cannot be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

export function isScreenLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * A screen of its own chunk that could not be fetched (offline, a deploy replaced the files) or
 * that failed to render. It shows inside the layout, so the bottom bar and Back still work; Try
 * again reloads the app, which fetches the screen afresh (the router keeps a failed load).
 * Unknown paths never get here: they still reach the router's default page (spec §2).
 */
export function ScreenError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const loadFailure = isScreenLoadFailure(error);
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" role="alert" sx={{ fontSize: '1.5rem' }}>
        {loadFailure ? t('errors.screenLoad') : t('errors.generic')}
      </Typography>
      <Typography color="text.secondary">{loadFailure ? t('errors.screenLoadBody') : t('errors.screenCrashBody')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>{t('errors.tryAgain')}</Button>
        <Button variant="outlined" component={Link} to={ROUTES.home}>{t('errors.toHome')}</Button>
      </Stack>
    </Stack>
  );
}

/** A loaded screen that threw while rendering (the route's errorElement). */
export function RouteError() {
  return <ScreenError error={useRouteError()} />;
}

/**
 * A route's lazy screen. A failed fetch resolves to the error screen instead of rejecting: the
 * router would otherwise keep the route unresolved and render nothing at all.
 */
export function lazyScreen(load: () => Promise<ComponentType>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { Component: () => <ScreenError error={error} /> };
    }
  };
}
