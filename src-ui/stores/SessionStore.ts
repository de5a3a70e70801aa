import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { languageFromLocale, type Language } from '@domain/model/language';
import type { Task } from '@domain/model/task';
import type { Me, MessengerUser } from '@domain/model/user';
import type { AnswerOrder, Api } from '@domain/ports/Api';
import { NewestAnswer } from '@domain/shared/NewestAnswer';
import { checkInitData } from '@domain/features/session/initData';
import type { AppLifecycle } from '@domain/ports/AppLifecycle';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';

export interface SessionStoreDeps {
  readonly api: Pick<Api, 'getMe' | 'events'>;
  readonly messenger: Pick<Messenger, 'user' | 'initData'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly logger: Pick<Logger, 'warn'>;
  /** When the network or the player comes back, an unknown profile is asked for again. */
  readonly lifecycle: AppLifecycle;
  /** Outside development the app needs the messenger's init data (spec §8). */
  readonly requireInitData: boolean;
}

/** After another call got through, an unknown profile is asked for again at most this often. */
export const PROFILE_RETRY_AFTER_ANSWER_MS = 5000;

/**
 * App state of spec §3: the player, balance, language, first-visit flag and loading flag.
 * It follows the server-event stream, so any response carrying `me`, `balance` or `tasks`
 * updates it, whoever made the call.
 */
export class SessionStore {
  me: Me | null = null;
  balance: number | null = null;
  tasks: readonly Task[] = [];
  /** Tasks the answer that brought `tasks` held but could not be read: left out of them. */
  tasksLeftOut = 0;
  isFirstVisit: boolean | null = null;
  isLoading = false;
  profileError = false;
  /** The profile is being asked for again after it could not be had. */
  isRecovering = false;
  private lastRecoveryAt = Number.NEGATIVE_INFINITY;
  /** Set while a language change waits for the server (optimistic, spec §4). */
  pendingLanguage: Language | null = null;

  /** The newest answer taken for each field. */
  private readonly newest = { me: new NewestAnswer(), balance: new NewestAnswer(), tasks: new NewestAnswer() };

  /** The layout's local flag (spec §2): the messenger sent init data that passes spec §5. */
  readonly hasInitData: boolean;
  /**
   * Outside development without valid init data (spec §8, 'no Telegram authorization data'): the
   * app was not opened from the messenger. Nothing is sent; the screen says to open it from Telegram.
   */
  readonly launchRefused: boolean;

  constructor(private readonly deps: SessionStoreDeps) {
    const check = checkInitData(deps.messenger.initData, Math.floor(deps.clock.now() / 1000));
    this.hasInitData = check.valid;
    this.launchRefused = deps.requireInitData && !check.valid;
    if (!check.valid && deps.messenger.initData) deps.logger.warn(`Messenger init data is invalid (${check.reason})`);
    if (check.valid && check.stale) deps.logger.warn('Messenger init data is older than a day');
    makeAutoObservable<SessionStore, 'deps' | 'newest' | 'lastRecoveryAt'>(
      // The profile and tasks are always replaced whole: references, not deep observables (100 000 tasks).
      this, { deps: false, newest: false, lastRecoveryAt: false, me: observableRef, tasks: observableRef }, { autoBind: true },
    );
    deps.lifecycle.onReturn(() => this.recover('return'));
    // Lives as long as the app: any response carrying `me`, `balance` or `tasks` updates the
    // session — each field from the newest answer about it (a late profile read must not bring
    // back the balance from before an opening).
    deps.api.events.subscribe((event, order) => {
      runInAction(() => {
        if (event.type === 'answered') {
          // A write makes older reads of what it changed stale, whether or not its answer carries it.
          for (const kind of event.changed) if (kind !== 'inventory') this.newest[kind].accept(order);
          this.recover('answer');
        }
        else if (event.type === 'me') this.applyMe(event.me, order);
        else if (event.type === 'balance' && (this.newest.balance.accept(order) || this.balance === null)) this.balance = event.balance;
        else if (event.type === 'tasks' && this.newest.tasks.accept(order)) this.setTasks(event.tasks, event.leftOut);
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
    if (this.launchRefused) {
      this.isFirstVisit = false;
      return;
    }
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

  /**
   * A screen that needs the balance calls this: when the profile is unknown (start-up failed, or
   * its answer was unreadable), it is asked for again — one request at a time.
   */
  ensureProfile(): void {
    this.recover('screen');
  }

  /**
   * Asks for an unknown profile again: when a screen needs it, when the network or the player
   * comes back, and after another call got through (then not more often than every 5 s, so a
   * profile the server keeps answering unreadably is not asked for after every answer).
   */
  private recover(why: 'screen' | 'return' | 'answer'): void {
    if (this.me !== null || this.isLoading || this.isRecovering || this.launchRefused) return;
    const now = this.deps.clock.now();
    if (why === 'answer' && now - this.lastRecoveryAt < PROFILE_RETRY_AFTER_ANSWER_MS) return;
    this.lastRecoveryAt = now;
    this.isRecovering = true;
    this.deps.api.getMe().then(
      () => runInAction(() => {
        this.isRecovering = false;
        this.profileError = false;
      }),
      () => runInAction(() => {
        this.isRecovering = false;
        this.profileError = true;
      }),
    );
  }

  setPendingLanguage(language: Language | null): void {
    this.pendingLanguage = language;
  }

  private applyMe(me: Me, order: AnswerOrder): void {
    if (this.newest.me.accept(order) || this.me === null) {
      this.me = me;
      this.profileError = false;
      // Once the first visit is known, the server's word keeps it current (the welcome case ends it).
      if (this.isFirstVisit !== null || !this.isLoading) this.isFirstVisit = me.isFirstVisit;
    }
    if (this.newest.balance.accept(order) || this.balance === null) this.balance = me.balance;
    if (this.newest.tasks.accept(order)) this.setTasks(me.tasks, me.tasksLeftOut);
  }

  private setTasks(tasks: readonly Task[], leftOut = 0): void {
    this.tasks = tasks;
    this.tasksLeftOut = leftOut;
  }
}
