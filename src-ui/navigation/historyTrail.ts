import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** react-router keeps the position in the session history in `history.state.idx`. */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/**
 * The path of each history entry this app has visited, by its index: what lies one step back.
 * The browser does not tell; the shell records it on every location change.
 */
export class HistoryTrail {
  private readonly paths = new Map<number, string>();

  record(index: number, pathname: string): void {
    this.paths.set(index, pathname);
  }

  pathAt(index: number): string | null {
    return this.paths.get(index) ?? null;
  }
}

export const HistoryTrailContext = createContext<HistoryTrail>(new HistoryTrail());

/** The shell records where each history entry leads. */
export function useRecordHistoryTrail(): void {
  const trail = useContext(HistoryTrailContext);
  const { pathname, key } = useLocation();
  useEffect(() => {
    trail.record(historyIndex(), pathname);
  }, [trail, pathname, key]);
}

/**
 * A screen's own "back to X" (the transactions' profile, the upgrader's games hub): one step back
 * when that step is X, else X in place of this entry — never a new entry, so Back cannot loop.
 */
export function useGoBackTo(): (target: string) => void {
  const trail = useContext(HistoryTrailContext);
  const navigate = useNavigate();
  return (target) => {
    const index = historyIndex();
    if (index > 0 && trail.pathAt(index - 1) === target) void navigate(-1);
    else void navigate(target, { replace: true });
  };
}
