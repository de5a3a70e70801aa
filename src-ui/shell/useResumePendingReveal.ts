import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { useServices } from '@ui/services';
import { ROUTES } from '@ui/navigation/routes';

/**
 * The app comes back after it was closed or reloaded with an opening not yet revealed: once the
 * content may show, it goes to that opening, which shows the drop once the server confirms it (or
 * says it was interrupted, or that the server does not know it).
 * Checked once per start.
 */
export function useResumePendingReveal(ready: boolean): void {
  const { storage, messenger, clock } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const checked = useRef(false);
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    const pending = PendingReveals.of(storage, messenger.user, clock).load();
    if (!pending) return;
    const path = ROUTES.caseOpening(pending.caseId);
    if (pathname !== path) void navigate(path);
  }, [ready, storage, messenger, clock, navigate, pathname]);
}
