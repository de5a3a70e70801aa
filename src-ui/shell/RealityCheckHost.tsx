import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { useServices } from '@ui/services';

/**
 * Where the reality check's dialog is mounted, once, above every screen of the layout. Its code
 * (and texts) are fetched only when the player has turned the reminder on — early, while it waits,
 * so that it shows even if the connection is gone by then; a failed fetch is tried again when the
 * reminder's state changes.
 */
export const RealityCheckHost = observer(function RealityCheckHost() {
  const { limitsAccess } = useServices();
  // The limits' chunk is fetched once the layout is drawn; the reminder runs from then on.
  useEffect(() => {
    void limitsAccess.load().catch(() => undefined);
  }, [limitsAccess]);
  return limitsAccess.ready ? <Reminder /> : null;
});

const Reminder = observer(function Reminder() {
  const { limits } = useServices();
  const kind = limits.reminder.kind;
  const wanted = kind === 'waiting' || kind === 'due';
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Dialog) return undefined;
    let live = true;
    import('./RealityCheckDialog').then(
      (module) => {
        if (live) setDialog(() => module.RealityCheckDialog);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, kind, Dialog]);
  return wanted && Dialog ? <Dialog /> : null;
});
