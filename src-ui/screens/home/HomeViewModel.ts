import { makeAutoObservable } from 'mobx';
import type { SessionStore } from '@ui/stores/SessionStore';

/** Home's own part (spec §2): the balance card, shown only with a messenger user. */
export class HomeViewModel {
  constructor(private readonly deps: { readonly session: Pick<SessionStore, 'messengerUser' | 'balance'> }) {
    makeAutoObservable<HomeViewModel, 'deps'>(this, { deps: false });
  }

  get showsBalance(): boolean {
    return this.deps.session.messengerUser !== null;
  }

  /** Null while unknown. */
  get balance(): number | null {
    return this.deps.session.balance;
  }
}
