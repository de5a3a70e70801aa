import type { FakeMessenger } from '@adapters/memory/FakeMessenger';
import type { PopupParams } from '@domain/ports/Messenger';

/** Answers every native popup of the messenger imitation with `button` (the player's choice), recording them. */
export function answerPopups(messenger: FakeMessenger, button: string | null = 'confirm'): PopupParams[] {
  const shown: PopupParams[] = [];
  messenger.requests.subscribe((request) => {
    if (request.kind !== 'popup') return;
    shown.push(request.params);
    request.resolve(button);
  });
  return shown;
}
