/** react-router keeps the position in the session history in `history.state.idx`. */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}
