import type { Widen } from '@ui/i18n/en';

/** Games hub texts (spec §2 Games hub). Keys live under `games.`; ru must mirror en (a test checks). */
export const en = {
  games: {
    title: 'Games',
    subtitle: 'Pick a game and try your luck.',
    listLabel: 'Games',
    comingSoon: 'Coming soon',
    play: 'Play',
    cases: { title: 'Cases', body: 'Open a case, win a skin' },
    upgrader: { title: 'Upgrader', body: 'Risk a skin for a pricier one' },
    contracts: { title: 'Contracts', body: 'Trade up several skins for one' },
    roulette: { title: 'Roulette', body: 'Bet crystals on a colour' },
  },
} as const;

export const ru: Widen<typeof en> = {
  games: {
    title: 'Игры',
    subtitle: 'Выбери игру и испытай удачу.',
    listLabel: 'Игры',
    comingSoon: 'Скоро',
    play: 'Играть',
    cases: { title: 'Кейсы', body: 'Открой кейс — выиграй скин' },
    upgrader: { title: 'Апгрейдер', body: 'Рискни скином ради более дорогого' },
    contracts: { title: 'Контракты', body: 'Обменяй несколько скинов на один' },
    roulette: { title: 'Рулетка', body: 'Ставь кристаллы на цвет' },
  },
};
