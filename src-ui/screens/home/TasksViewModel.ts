import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isApiError, toldByTransport } from '@domain/shared/ApiError';
import type { Task } from '@domain/model/task';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';
import type { Toaster } from '@ui/toasts/Toaster';
import type { Storage } from '@domain/ports/Storage';
import type { InviteFriend, InviteTexts } from '@domain/features/tasks/InviteFriend';
import { MessageInstructions } from '@domain/features/tasks/MessageInstructions';
import { groupTasks, hasMessengerInstruction, isLinkAction, leadsToTopUp, taskLink, type TaskGroup } from '@domain/features/tasks/tasks';
import type { SessionStore } from '@ui/stores/SessionStore';

/** What the task list shows: skeleton rows, the error with Retry, the empty note, or the groups. */
export type TaskListState = 'loading' | 'error' | 'empty' | 'list';

/** What a task row's button does. */
/** What a task's button does; `topUp`: the first top-up's bonus, claimed as `claim` but named for where it leads (payment). */
export type TaskAction = 'done' | 'invite' | 'open' | 'check' | 'claim' | 'topUp';

export interface TasksViewModelDeps {
  readonly api: Pick<Api, 'completeTask' | 'inviteFriend'>;
  readonly messenger: Pick<
    Messenger,
    | 'isInsideMessenger' | 'openLink' | 'openTelegramLink' | 'canShareMessage' | 'shareMessage' | 'showPopup' | 'copyText' | 'isVersionAtLeast'
    | 'requestWriteAccess' | 'hapticNotification'
  >;
  readonly storage: Pick<Storage, 'get' | 'set'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'tasks' | 'tasksLeftOut' | 'me' | 'isLoading' | 'isRecovering' | 'profileError' | 'ensureProfile'>;
  /** The browser's alert, for messengers without popups. */
  readonly alert: (message: string) => void;
  /** Leads to the top-up screen. */
  readonly openPayment?: () => void;
}

/**
 * The home screen's tasks (spec §2, §9): grouped by category, each with its one action. A link
 * task opens its link through the messenger (https only) and then offers Check; completing calls
 * POST /api/tasks/{id}/ — the server's answer (`me`, `alert`) updates the list and the balance.
 */
export class TasksViewModel {
  /**
   * Ids of tasks whose completion request is on its way, and of link tasks whose link was opened in
   * this visit. Maps, not sets: a row that asks about its task is told again only when that task
   * changes (an observable set's `has` would redraw every row at each tap).
   */
  private readonly completing = observable.map<string, true>();
  private readonly opened = observable.map<string, true>();
  inviting = false;
  /** The invite's flow is a chunk of its own, fetched on the first invite (home's first load is lighter). */
  private inviteFlow: Promise<InviteFriend> | null = null;
  private readonly instructions: MessageInstructions;

  constructor(private readonly deps: TasksViewModelDeps) {
    this.instructions = new MessageInstructions({ messenger: deps.messenger, storage: deps.storage });
    makeAutoObservable<TasksViewModel, 'deps' | 'inviteFlow' | 'instructions' | 'completing' | 'opened'>(
      this,
      { deps: false, inviteFlow: false, instructions: false, completing: false, opened: false },
      { autoBind: true },
    );
  }

  /** The tasks as the server last sent them (the profile's). */
  get tasks(): readonly Task[] {
    return this.deps.session.tasks;
  }

  /** Tasks the server sent that could not be read: left out, and the section says how many. */
  get leftOut(): number {
    return this.deps.session.tasksLeftOut;
  }

  get groups(): TaskGroup[] {
    return this.groupsOf(this.deps.session.tasks);
  }

  /** `tasks` grouped as the screen shows them (the screen passes a deferred copy of a long list). */
  groupsOf(tasks: readonly Task[]): TaskGroup[] {
    return groupTasks(tasks);
  }

  /**
   * The tasks come with the profile: while it is on its way the list is skeleton rows; when it
   * could not be had, an error with Retry — never 'no tasks', which would be a wrong answer.
   */
  get listState(): TaskListState {
    const { session } = this.deps;
    if (session.tasks.length > 0) return 'list';
    if (session.me !== null) return 'empty';
    if (session.isLoading || session.isRecovering || !session.profileError) return 'loading';
    return 'error';
  }

  /** Asks for the profile (and with it the tasks) again. */
  retry(): void {
    this.deps.session.ensureProfile();
  }

  actionOf(task: Task): TaskAction {
    if (!task.active) return 'done';
    if (task.type === 'invite') return 'invite';
    if (isLinkAction(task.action) && taskLink(task.action) && !this.opened.has(task.id)) return 'open';
    if (this.opened.has(task.id) || hasMessengerInstruction(task.type)) return 'check';
    return leadsToTopUp(task.type) ? 'topUp' : 'claim';
  }

  isBusy(task: Task): boolean {
    return this.completing.has(task.id) || (task.type === 'invite' && this.inviting);
  }

  /** Opens the task's link through the messenger: Telegram links in-app, other https links outside. */
  openLink(task: Task): void {
    const link = taskLink(task.action);
    if (!link) {
      this.deps.toaster.show({ kind: 'error', message: { key: 'tasks.linkUnavailable' } });
      return;
    }
    if (!this.deps.messenger.isInsideMessenger) {
      this.deps.toaster.show({ kind: 'error', message: { key: 'home.messengerUnavailable' } });
      return;
    }
    try {
      if (link.kind === 'telegram') this.deps.messenger.openTelegramLink(link.url);
      else this.deps.messenger.openLink(link.url);
    } catch {
      this.deps.toaster.show({ kind: 'error', message: { key: 'tasks.linkUnavailable' } });
      return;
    }
    this.opened.set(task.id, true);
  }

  /**
   * POST /api/tasks/{id}/ once per tap burst; a refusal shows the task error toast. A task whose
   * instruction comes by message first needs the bot's permission to write (MessageInstructions). The first
   * top-up's bonus is claimed the same way, but a refusal there means 'top up first' (the client
   * cannot know whether the player has): it leads to the top-up screen, with the server's reason.
   */
  async complete(task: Task): Promise<void> {
    if (this.completing.has(task.id)) return;
    this.completing.set(task.id, true);
    const { messenger } = this.deps;
    try {
      if (this.instructions.mustAsk(task.type) && !(await this.instructions.ask())) {
        // The bot may not write: its instruction could not arrive, so nothing is claimed.
        this.deps.toaster.show({ kind: 'error', message: { key: 'tasks.writeAccessRefused' } });
        messenger.hapticNotification('warning');
        return;
      }
      await this.deps.api.completeTask(task.id);
      messenger.hapticNotification('success');
    } catch (error) {
      messenger.hapticNotification('error');
      if (toldByTransport(error)) return;
      const reason = isApiError(error) && error.kind === 'server' ? error.message.trim() : '';
      const { openPayment } = this.deps;
      const refused = isApiError(error) && (error.kind === 'server' || (error.kind === 'http' && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500));
      if (leadsToTopUp(task.type) && openPayment && refused) {
        this.deps.toaster.show({ kind: 'blank', message: reason ? { text: reason } : { key: 'tasks.topUpFirst' } });
        openPayment();
        return;
      }
      this.deps.toaster.show({
        kind: 'error',
        message: reason ? { key: 'tasks.errorWithReason', params: { reason } } : { key: 'tasks.error' },
      });
    } finally {
      runInAction(() => this.completing.delete(task.id));
    }
  }

  async invite(texts: InviteTexts): Promise<void> {
    if (this.inviting) return;
    this.inviting = true;
    try {
      const { toaster } = this.deps;
      const flow = await this.invitation();
      if (!flow) {
        toaster.show({ kind: 'error', message: { key: 'errors.connection' } });
        return;
      }
      const outcome = await flow.invite(this.deps.session.me?.refLink, texts);
      switch (outcome.kind) {
        case 'error':
          toaster.show({
            kind: 'error',
            message: { key: outcome.error === 'ref-link-unavailable' ? 'invite.refLinkUnavailable' : 'home.messengerUnavailable' },
          });
          break;
        case 'shared':
          toaster.show({ kind: 'success', message: { key: 'invite.sent' } });
          break;
        case 'copy-offered':
          if (outcome.copied === true) toaster.show({ kind: 'success', message: { key: 'invite.copied' } });
          if (outcome.copied === false) toaster.show({ kind: 'error', message: { key: 'invite.copyFailed' } });
          break;
        default:
          break;
      }
    } finally {
      runInAction(() => {
        this.inviting = false;
      });
    }
  }

  /** The invite's flow, or null when its chunk cannot be fetched (offline): a later tap tries again. */
  private async invitation(): Promise<InviteFriend | null> {
    const { api, messenger, alert } = this.deps;
    this.inviteFlow ??= import('@domain/features/tasks/InviteFriend').then((module) => new module.InviteFriend({ api, messenger, alert }));
    try {
      return await this.inviteFlow;
    } catch {
      this.inviteFlow = null;
      return null;
    }
  }
}
