import type { Widen } from '@ui/i18n/en';

/** Issue 7: home, live feed, tasks and invite texts. Keys live under `home.`; ru must mirror en (a test checks). */
export const en = {
  home: {
    messengerUnavailable: 'Telegram WebApp API not available',
    live: {
      title: 'Live drops',
      online: '{{value}} online',
      listLabel: 'Latest wins of other players',
      loadError: 'Could not load the live feed',
    },
    tasks: {
      title: 'Tasks',
      empty: 'No tasks right now. Come back later!',
      categories: {
        top: 'Top',
        subscriptions: 'Subscriptions',
        daily: 'Daily',
        other: 'Other',
      },
      frequency: {
        once: 'Once',
        daily: 'Every day',
        infinity: 'Unlimited',
      },
      bonus: '+{{value}}',
      bonusLabel: 'Reward: {{value}} crystals',
      instruction: 'Instructions arrive by message',
      open: 'Open',
      claim: 'Claim',
      check: 'Check',
      invite: 'Invite',
      done: 'Done',
      error: 'Could not complete the task',
      errorWithReason: 'Could not complete the task: {{reason}}',
      linkUnavailable: 'This task’s link cannot be opened',
    },
    invite: {
      message: 'Join me in CS2 Cases: open cases and win real CS2 skins!',
      refLinkUnavailable: 'Referral link unavailable',
      prepareError: 'Could not prepare the invite message',
      copyTitle: 'Invite a friend',
      copyMessage: 'Copy your invite link and send it to a friend:\n{{link}}',
      copy: 'Copy link',
      copied: 'Invite link copied',
      copyFailed: 'Could not copy the link',
      copiedAlert: 'Invite link copied to the clipboard:\n{{link}}',
      linkAlert: 'Your invite link:\n{{link}}',
      sent: 'Invitation sent!',
    },
  },
} as const;

export const ru: Widen<typeof en> = {
  home: {
    messengerUnavailable: 'Telegram WebApp API недоступен',
    live: {
      title: 'Живая лента',
      online: '{{value}} онлайн',
      listLabel: 'Последние выигрыши других игроков',
      loadError: 'Не удалось загрузить живую ленту',
    },
    tasks: {
      title: 'Задания',
      empty: 'Сейчас заданий нет. Загляни позже!',
      categories: {
        top: 'Главное',
        subscriptions: 'Подписки',
        daily: 'Ежедневные',
        other: 'Другое',
      },
      frequency: {
        once: 'Один раз',
        daily: 'Каждый день',
        infinity: 'Без ограничений',
      },
      bonus: '+{{value}}',
      bonusLabel: 'Награда: {{value}} кристаллов',
      instruction: 'Инструкция придёт в сообщении',
      open: 'Открыть',
      claim: 'Забрать',
      check: 'Проверить',
      invite: 'Пригласить',
      done: 'Выполнено',
      error: 'Не удалось выполнить задание',
      errorWithReason: 'Не удалось выполнить задание: {{reason}}',
      linkUnavailable: 'Ссылку этого задания нельзя открыть',
    },
    invite: {
      message: 'Присоединяйся к CS2 Cases: открывай кейсы и выигрывай настоящие скины CS2!',
      refLinkUnavailable: 'Реферальная ссылка недоступна',
      prepareError: 'Не удалось подготовить приглашение',
      copyTitle: 'Пригласи друга',
      copyMessage: 'Скопируй ссылку-приглашение и отправь другу:\n{{link}}',
      copy: 'Скопировать',
      copied: 'Ссылка-приглашение скопирована',
      copyFailed: 'Не удалось скопировать ссылку',
      copiedAlert: 'Ссылка-приглашение скопирована в буфер обмена:\n{{link}}',
      linkAlert: 'Твоя ссылка-приглашение:\n{{link}}',
      sent: 'Приглашение отправлено!',
    },
  },
};
