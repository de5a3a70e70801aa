import type { Language } from '@domain/model/language';
import type { Task } from '@domain/model/task';
import { safeLinkUrl } from '@domain/shared/safeUrl';

/** Spec §9: the task categories, in the order the home screen shows them. */
export const TASK_CATEGORIES = ['top', 'subscriptions', 'daily', 'other'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

const CATEGORY_OF_TYPE: Readonly<Record<string, TaskCategory>> = {
  invite: 'top',
  topUp: 'top',
  subscribeChannel: 'subscriptions',
  joinChat: 'subscriptions',
  dailyBonus: 'daily',
  addBioTg: 'daily',
  changeAvaTg: 'daily',
  addBioSteam: 'daily',
  changeAvaSteam: 'daily',
};

/** Spec §9: the task types whose instruction the bot sends as a messenger message. */
export const MESSAGE_INSTRUCTION_TYPES: ReadonlySet<string> = new Set([
  'addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam', 'subscribeChannel', 'joinChat', 'referralLinkBioTg',
]);

/**
 * Spec §9 task rewards. The server's `bonus` is what is shown; these stand in only when a task of
 * these types arrives without one.
 */
export const TASK_REWARDS: Readonly<Record<string, number>> = {
  invite: 500,
  /** Connecting the game marketplace (Steam) account. */
  linkSteam: 100,
  /** Connecting the gaming-platform account. */
  linkFaceit: 100,
};

export function taskCategory(type: string): TaskCategory {
  return Object.hasOwn(CATEGORY_OF_TYPE, type) ? (CATEGORY_OF_TYPE[type] as TaskCategory) : 'other';
}

export interface TaskGroup {
  readonly category: TaskCategory;
  readonly tasks: readonly Task[];
}

/**
 * Tasks by category in the spec's order; empty categories are left out, server order kept inside.
 * One pass over the tasks (a profile may bring 100 000 of them, grouped before home's first paint).
 */
export function groupTasks(tasks: readonly Task[]): TaskGroup[] {
  const byCategory: Record<TaskCategory, Task[]> = { top: [], subscriptions: [], daily: [], other: [] };
  for (const task of tasks) byCategory[taskCategory(task.type)].push(task);
  return TASK_CATEGORIES.map((category) => ({ category, tasks: byCategory[category] })).filter((g) => g.tasks.length > 0);
}

/** A task done by topping up (spec §9's topUp): its claim is refused until the player has. */
export function leadsToTopUp(type: string): boolean {
  return type === 'topUp';
}

export function hasMessengerInstruction(type: string): boolean {
  return MESSAGE_INSTRUCTION_TYPES.has(type);
}

/** The task's name in `language`, falling back to ru (spec §3), then to any name it has. */
export function taskName(task: Pick<Task, 'name'>, language: Language): string {
  const name = task.name[language]?.trim() || task.name.ru?.trim() || task.name.en?.trim();
  return name ?? '';
}

export function taskBonus(task: Pick<Task, 'type' | 'bonus'>): number {
  if (Number.isFinite(task.bonus) && task.bonus > 0) return task.bonus;
  return TASK_REWARDS[task.type] ?? 0;
}

/** How a task's link opens: t.me links inside the messenger, the rest in the browser. */
export type TaskLink =
  | { readonly kind: 'telegram'; readonly url: string }
  | { readonly kind: 'external'; readonly url: string };

/** The messenger opens only t.me links in-app (its openTelegramLink refuses any other host). */
const TELEGRAM_HOSTS = new Set(['t.me']);
/** An ASCII host name with an optional port: no look-alike letters, escapes or credentials. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}(?::\d{1,5})?$/i;

/** Spec §3: an action is a link only when it starts with http. */
export function isLinkAction(action: string | null): action is string {
  return typeof action === 'string' && action.startsWith('http');
}

/**
 * The link a task action may open, or null. Only https with a plain ASCII host is opened
 * (`safeLinkUrl` first: no credentials, spaces or control characters), so javascript:, data:,
 * http: and look-alike addresses (Unicode hosts, `t.me@evil`, `https:/\\evil`) never are. Only
 * the real t.me host counts as a Telegram link.
 */
export function taskLink(action: string | null): TaskLink | null {
  if (!isLinkAction(action)) return null;
  const url = safeLinkUrl(action);
  if (url === null) return null;
  // safeLinkUrl took an https URL with a host: the host runs from after "https://" to the path.
  const host = url.slice('https://'.length).split(/[/?#]/, 1)[0] as string;
  if (!PLAIN_HOST.test(host)) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return TELEGRAM_HOSTS.has(hostname) ? { kind: 'telegram', url } : { kind: 'external', url };
}
