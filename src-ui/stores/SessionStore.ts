import { makeAutoObservable, runInAction } from 'mobx';
import { languageFromLocale, type Language } from '@domain/model/language';
import type { Task } from '@domain/model/task';
import type { Me, MessengerUser } from '@domain/model/user';
import type { Api } from '@domain/ports/Api';
import { checkInitData } from '@domain/features/session/initData';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';

export interface SessionStoreDeps {
  readonly api: Pick<Api, 'getMe' | 'events'>;
  readonly messenger: Pick<Messenger, 'user' | 'initData'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * App state of spec §3: the player, balance, language, first-visit flag and loading flag.
 * It follows the server-event stream, so any response carrying `me`, `balance` or `tasks`
 * updates it, whoever made the call.
 */
export class SessionStore {
  me: Me | null = null;
  balance: number | null = null;
  tasks: readonly Task[] = [];
  isFirstVisit: boolean | null = null;
  isLoading = false;
  profileError = false;
  /** Set while a language change waits for the server (optimistic, spec §4). */
  pendingLanguage: Language | null = null;

  /** The layout's local flag (spec §2): the messenger sent init data that passes spec §5. */
  readonly hasInitData: boolean;

  constructor(private readonly deps: SessionStoreDeps) {
    const check = checkInitData(deps.messenger.initData, Math.floor(deps.clock.now() / 1000));
    this.hasInitData = check.valid;
    if (!check.valid && deps.messenger.initData) deps.logger.warn(`Messenger init data is invalid (${check.reason})`);
    if (check.valid && check.stale) deps.logger.warn('Messenger init data is older than a day');
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false }, { autoBind: true });
    // Lives as long as the app: any response carrying `me`, `balance` or `tasks` updates the session.
    deps.api.events.subscribe((event) => {
      runInAction(() => {
        if (event.type === 'me') this.applyMe(event.me);
        else if (event.type === 'balance') this.balance = event.balance;
        else if (event.type === 'tasks') this.tasks = event.tasks;
      });
    });
  }

  get messengerUser(): MessengerUser | null {
    return this.deps.messenger.user;
  }

  /** The messenger user's language until the profile's `lang` takes over (spec §4). */
  get language(): Language {
    return this.pendingLanguage ?? this.me?.lang ?? languageFromLocale(this.messengerUser?.languageCode);
  }

  /** Start-up (spec §4): the profile decides first-visit; a failure means "not a first visit". */
  async load(): Promise<void> {
    this.isLoading = true;
    try {
      // The profile itself reaches the session through the event stream; the answer decides first-visit.
      const me = await this.deps.api.getMe();
      runInAction(() => {
        this.isFirstVisit = me.isFirstVisit;
        this.profileError = false;
      });
    } catch {
      runInAction(() => {
        this.profileError = true;
        if (this.isFirstVisit === null) this.isFirstVisit = false;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /** Reloads the profile (it arrives through the event stream) without hiding the screen behind the start-up loader. */
  async refresh(): Promise<void> {
    try {
      await this.deps.api.getMe();
    } catch {
      /* the caller's screen reports its own failure; the API edge has logged it */
    }
  }

  setPendingLanguage(language: Language | null): void {
    this.pendingLanguage = language;
  }

  private applyMe(me: Me): void {
    this.me = me;
    // Once the first visit is known, the server's word keeps it current (the welcome case ends it).
    if (this.isFirstVisit !== null || !this.isLoading) this.isFirstVisit = me.isFirstVisit;
    this.balance = me.balance;
    this.tasks = me.tasks;
  }
}
