import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isApiError, toldByTransport } from '@domain/shared/ApiError';
import type { Task } from '@domain/model/task';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';
import type { Toaster } from '@ui/toasts/Toaster';
import { InviteFriend, type InviteTexts } from '@domain/features/tasks/InviteFriend';
import { groupTasks, hasMessengerInstruction, isLinkAction, leadsToTopUp, taskLink, type TaskGroup } from '@domain/features/tasks/tasks';
import type { SessionStore } from '@ui/stores/SessionStore';

/** What a task row's button does. */
export type TaskAction = 'done' | 'invite' | 'open' | 'check' | 'claim';

export interface TasksViewModelDeps {
  readonly api: Pick<Api, 'completeTask' | 'inviteFriend'>;
  readonly messenger: Pick<
    Messenger,
    'isInsideMessenger' | 'openLink' | 'openTelegramLink' | 'canShareMessage' | 'shareMessage' | 'showPopup' | 'copyText' | 'isVersionAtLeast'
  >;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'tasks' | 'me'>;
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
  /** Ids of tasks whose completion request is on its way. */
  readonly completing = observable.set<string>();
  /** Ids of link tasks whose link was opened in this visit. */
  readonly opened = observable.set<string>();
  inviting = false;
  private readonly inviteFlow: InviteFriend;

  constructor(private readonly deps: TasksViewModelDeps) {
    this.inviteFlow = new InviteFriend({ api: deps.api, messenger: deps.messenger, alert: deps.alert });
    makeAutoObservable<TasksViewModel, 'deps' | 'inviteFlow'>(
      this,
      { deps: false, inviteFlow: false, completing: false, opened: false },
      { autoBind: true },
    );
  }

  get groups(): TaskGroup[] {
    return groupTasks(this.deps.session.tasks);
  }

  actionOf(task: Task): TaskAction {
    if (!task.active) return 'done';
    if (task.type === 'invite') return 'invite';
    if (isLinkAction(task.action) && taskLink(task.action) && !this.opened.has(task.id)) return 'open';
    if (this.opened.has(task.id) || hasMessengerInstruction(task.type)) return 'check';
    return 'claim';
  }

  isBusy(task: Task): boolean {
    return this.completing.has(task.id) || (task.type === 'invite' && this.inviting);
  }

  /** Opens the task's link through the messenger: Telegram links in-app, other https links outside. */
  openLink(task: Task): void {
    const link = taskLink(task.action);
    if (!link) {
      this.deps.toaster.show({ kind: 'error', message: { key: 'home.tasks.linkUnavailable' } });
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
      this.deps.toaster.show({ kind: 'error', message: { key: 'home.tasks.linkUnavailable' } });
      return;
    }
    this.opened.add(task.id);
  }

  /**
   * POST /api/tasks/{id}/ once per tap burst; a refusal shows the task error toast. The first
   * top-up's bonus is claimed the same way, but a refusal there means 'top up first' (the client
   * cannot know whether the player has): it leads to the top-up screen, with the server's reason.
   */
  async complete(task: Task): Promise<void> {
    if (this.completing.has(task.id)) return;
    this.completing.add(task.id);
    try {
      await this.deps.api.completeTask(task.id);
    } catch (error) {
      if (toldByTransport(error)) return;
      const reason = isApiError(error) && error.kind === 'server' ? error.message.trim() : '';
      const { openPayment } = this.deps;
      const refused = isApiError(error) && (error.kind === 'server' || (error.kind === 'http' && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500));
      if (leadsToTopUp(task.type) && openPayment && refused) {
        this.deps.toaster.show({ kind: 'blank', message: reason ? { text: reason } : { key: 'home.tasks.topUpFirst' } });
        openPayment();
        return;
      }
      this.deps.toaster.show({
        kind: 'error',
        message: reason ? { key: 'home.tasks.errorWithReason', params: { reason } } : { key: 'home.tasks.error' },
      });
    } finally {
      runInAction(() => this.completing.delete(task.id));
    }
  }

  async invite(texts: InviteTexts): Promise<void> {
    if (this.inviting) return;
    this.inviting = true;
    try {
      const outcome = await this.inviteFlow.invite(this.deps.session.me?.refLink, texts);
      const { toaster } = this.deps;
      switch (outcome.kind) {
        case 'error':
          toaster.show({
            kind: 'error',
            message: { key: outcome.error === 'ref-link-unavailable' ? 'home.invite.refLinkUnavailable' : 'home.messengerUnavailable' },
          });
          break;
        case 'shared':
          toaster.show({ kind: 'success', message: { key: 'home.invite.sent' } });
          break;
        case 'copy-offered':
          if (outcome.copied === true) toaster.show({ kind: 'success', message: { key: 'home.invite.copied' } });
          if (outcome.copied === false) toaster.show({ kind: 'error', message: { key: 'home.invite.copyFailed' } });
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
}
