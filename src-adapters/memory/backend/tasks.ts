import type { RewardFrequency } from '@domain/model/task';

export interface DemoTask {
  readonly id: string;
  readonly type: string;
  readonly name: { readonly ru: string; readonly en?: string };
  readonly bonus: number;
  readonly action: string | null;
  readonly rewardFrequency: RewardFrequency;
  /** The transaction type credited on completion (spec §3). */
  readonly transactionType: number;
}

/** Tasks across the categories and reward frequencies of spec §9. */
export const DEMO_TASKS: readonly DemoTask[] = [
  { id: '1', type: 'invite', name: { ru: 'Пригласи друга', en: 'Invite a friend' }, bonus: 500, action: null, rewardFrequency: 'infinity', transactionType: 7 },
  { id: '2', type: 'topUp', name: { ru: 'Пополни баланс впервые', en: 'Make your first top-up' }, bonus: 200, action: null, rewardFrequency: 'once', transactionType: 20 },
  { id: '3', type: 'subscribeChannel', name: { ru: 'Подпишись на канал', en: 'Subscribe to the channel' }, bonus: 50, action: 'https://t.me/cs2cases_news', rewardFrequency: 'once', transactionType: 15 },
  { id: '4', type: 'joinChat', name: { ru: 'Вступи в чат', en: 'Join the chat' }, bonus: 50, action: 'https://t.me/cs2cases_chat', rewardFrequency: 'once', transactionType: 16 },
  { id: '5', type: 'dailyBonus', name: { ru: 'Ежедневный бонус', en: 'Daily bonus' }, bonus: 10, action: null, rewardFrequency: 'daily', transactionType: 9 },
  { id: '6', type: 'addBioTg', name: { ru: 'Добавь ссылку в био Telegram', en: 'Add the link to your Telegram bio' }, bonus: 15, action: null, rewardFrequency: 'daily', transactionType: 19 },
  { id: '7', type: 'changeAvaTg', name: { ru: 'Поставь аватар в Telegram' }, bonus: 15, action: null, rewardFrequency: 'daily', transactionType: 14 },
  { id: '8', type: 'addBioSteam', name: { ru: 'Упомяни бота в нике Steam', en: 'Mention the bot in your Steam nickname' }, bonus: 15, action: null, rewardFrequency: 'daily', transactionType: 17 },
  { id: '9', type: 'changeAvaSteam', name: { ru: 'Поставь аватар в Steam', en: 'Set the avatar in Steam' }, bonus: 15, action: null, rewardFrequency: 'daily', transactionType: 18 },
  { id: '10', type: 'linkSteam', name: { ru: 'Привяжи аккаунт Steam', en: 'Connect your Steam account' }, bonus: 100, action: 'https://steamcommunity.com/', rewardFrequency: 'once', transactionType: 10 },
  { id: '11', type: 'linkFaceit', name: { ru: 'Привяжи аккаунт FACEIT', en: 'Connect your FACEIT account' }, bonus: 100, action: 'https://www.faceit.com/', rewardFrequency: 'once', transactionType: 11 },
];
