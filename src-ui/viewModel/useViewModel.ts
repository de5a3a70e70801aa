import { useEffect, useState } from 'react';

/** A screen's view-model: created once per screen, started and stopped with it. */
export interface ViewModel {
  /** Starts timers and subscriptions; returns what stops them. Safe to call again after stopping. */
  mount?(): void | (() => void);
}

/** Creates the view-model once and mounts it for as long as the component is mounted. */
export function useViewModel<T extends ViewModel>(create: () => T): T {
  const [viewModel] = useState(create);
  useEffect(() => viewModel.mount?.() ?? undefined, [viewModel]);
  return viewModel;
}
