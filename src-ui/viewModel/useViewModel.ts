import { useContext, useEffect, useState } from 'react';
import { useServices, type AppServices } from '@ui/services';
import { ScreenNeedsContext, servicesFor } from './screenNeeds';

/**
 * What useViewModel runs of a view-model: `mount` starts its timers and subscriptions and returns
 * what stops them (safe to call again after stopping). A view-model that only reacts to taps has none.
 */
export interface ViewModel {
  mount?(): void | (() => void);
}

/**
 * The one place that knows what a view-model needs: it lives beside the view-model
 * (`createOpeningViewModel(services, params)`), and only it reads the services.
 */
export type ViewModelFactory<T extends object, P = undefined> = (services: AppServices, params: P) => T;

/**
 * Creates the screen's view-model once, from its factory and the params the screen knows (the route's
 * id, a navigation callback), and mounts it for as long as the component is mounted. Later params
 * are not seen: a screen that must start over for another id is keyed by it.
 */
export function useViewModel<T extends object>(factory: ViewModelFactory<T>): T;
export function useViewModel<T extends object, P>(factory: ViewModelFactory<T, P>, params: NoInfer<P>): T;
export function useViewModel<T extends object, P>(factory: ViewModelFactory<T, P | undefined>, params?: P): T {
  const services = useServices();
  const needs = useContext(ScreenNeedsContext);
  const [viewModel] = useState(() => factory(servicesFor(services, needs), params));
  useEffect(() => (viewModel as ViewModel).mount?.() ?? undefined, [viewModel]);
  return viewModel;
}
