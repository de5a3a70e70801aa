import type { Messenger } from '@domain/ports/Messenger';
import type { Storage } from '@domain/ports/Storage';
import { hasMessengerInstruction } from './tasks';

/** Where a grant is remembered (the storage port is per app; the grant is the player's, for this bot). */
export const WRITE_ACCESS_GRANTED_KEY = 'tasks.writeAccessGranted';

export interface MessageInstructionsDeps {
  readonly messenger: Pick<Messenger, 'requestWriteAccess'>;
  readonly storage: Pick<Storage, 'get' | 'set'>;
}

/**
 * Spec §9's tasks whose instruction the bot sends as a message can only work if the bot may write
 * to the player. Before such a task is claimed, the messenger asks the player once;
 * a grant is remembered and never asked for again, a refusal is asked again next time. A messenger
 * that cannot ask (before Bot API 6.9) leaves it to the server. Taps while the question is open
 * share it.
 */
export class MessageInstructions {
  private asking: Promise<boolean> | null = null;

  constructor(private readonly deps: MessageInstructionsDeps) {}

  /** Whether a task of `type` needs the player's permission first: its instruction is a message, and none was granted. */
  mustAsk(type: string): boolean {
    return hasMessengerInstruction(type) && this.deps.storage.get(WRITE_ACCESS_GRANTED_KEY) !== '1';
  }

  /** Asks (or joins the question already open); true when the bot may write, or the messenger cannot ask. */
  ask(): Promise<boolean> {
    this.asking ??= this.askOnce().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async askOnce(): Promise<boolean> {
    let answer;
    try {
      answer = await this.deps.messenger.requestWriteAccess();
    } catch {
      return false;
    }
    if (answer === 'allowed') this.deps.storage.set(WRITE_ACCESS_GRANTED_KEY, '1');
    return answer !== 'refused';
  }
}
