import { useEffect } from 'react';
import { useServices } from '@ui/services';

/** Spec §7: a response's `alert` shows a success toast and its `notification` a bell toast. */
export function ServerMessages() {
  const { api, toaster } = useServices();
  useEffect(() => {
    return api.events.subscribe((event) => {
      if (event.type === 'alert') toaster.show({ kind: 'success', message: { text: event.text } });
      if (event.type === 'notification') toaster.show({ kind: 'custom', message: { text: event.text }, icon: 'bell' });
    });
  }, [api, toaster]);
  return null;
}
