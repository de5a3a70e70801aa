import type { Api } from '@domain/ports/Api';
import type { Toaster } from './Toaster';

/**
 * Spec §7: a response's `alert` shows a success toast and its `notification` a bell toast.
 * Subscribed when the services are made, before the first call: the profile's answer may arrive
 * before the first screen has committed (that render is a transition), and its alert must not be lost.
 */
export function showServerMessages(api: Pick<Api, 'events'>, toaster: Toaster): () => void {
  return api.events.subscribe((event) => {
    if (event.type === 'alert') toaster.show({ kind: 'success', message: { text: event.text } });
    if (event.type === 'notification') toaster.show({ kind: 'custom', message: { text: event.text }, icon: 'bell' });
  });
}
