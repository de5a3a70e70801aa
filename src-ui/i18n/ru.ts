import type { Translation } from './en';

export const ru: Translation = {
  app: {
    name: 'CS2 Cases',
    title: 'Открывай кейсы. Выигрывай скины.',
    description: 'Открывай кейсы CS2 за кристаллы, оставляй лучшие дропы, продавай остальное или выводи в Steam.',
    openCases: 'Открыть кейсы',
    loading: 'Загрузка…',
  },
  nav: {
    label: 'Главная навигация',
    home: 'Главная',
    games: 'Игры',
    inventory: 'Инвентарь',
    profile: 'Профиль',
  },
  balance: {
    title: 'Твой баланс',
    crystals_one: '{{value}} кристалл',
    crystals_few: '{{value}} кристалла',
    crystals_many: '{{value}} кристаллов',
    crystals_other: '{{value}} кристалла',
    topUp: 'Пополнить',
    topUpLabel: 'Баланс: {{value}} — пополнить',
  },
  onboarding: {
    title: 'Добро пожаловать в CS2 Cases',
    description: 'Открывай кейсы, собирай настоящие скины CS2 и улучшай их до более редких.',
    delivery: 'Скины, которые ты оставишь, приходят в твой аккаунт Steam через обмен.',
    gift: 'Первый кейс — за наш счёт',
    openFreeCase: 'Открыть бесплатный кейс',
  },
  pages: {
    opening: { title: 'Открытие кейса' },
  },
  errors: {
    unauthorized: 'Ошибка авторизации. Перезапустите приложение',
    accessDenied: 'Доступ запрещён',
    connection: 'Проблема с соединением. Проверь интернет и попробуй снова',
    noAuthData: 'нет данных авторизации Telegram',
    generic: 'Что-то пошло не так',
    screenLoad: 'Не удалось загрузить экран',
    languageLoad: 'Не удалось загрузить тексты этого языка. Проверь подключение к интернету и попробуй ещё раз.',
    screenLoadBody: 'Проверь подключение к интернету и попробуй снова.',
    screenCrashBody: 'Экран перестал работать. Баланс и предметы в сохранности на сервере.',
    tryAgain: 'Попробовать снова',
    toHome: 'На главную',
    openFromTelegramTitle: 'Открой приложение в Telegram',
    openFromTelegramBody: 'Оно работает только внутри Telegram: открой его из чата с ботом или кнопкой меню.',
    notFoundTitle: 'Непредвиденная ошибка приложения!',
    notFoundBody: 'Такой страницы здесь нет. Возможно, ссылка устарела или в ней опечатка.',
    notFoundCode: 'Страница не найдена · 404',
    toCases: 'К кейсам',
  },
  messenger: {
    back: 'Назад',
    settings: 'Настройки',
    close: 'Закрыть',
    ok: 'ОК',
    cancel: 'Отмена',
  },
  toast: {
    dismiss: 'Закрыть',
    notification: 'Уведомление',
  },
  /** Home, live feed, tasks and invite texts (spec §2 Home). */
  home: {
    messengerUnavailable: 'Telegram WebApp API недоступен',
    live: {
      title: 'Живая лента',
      online: '{{value}} онлайн',
      listLabel: 'Последние выигрыши других игроков',
      loadError: 'Не удалось загрузить живую ленту',
    },
    hero: {
      bestDrop: 'Лучший дроп за час',
      featured: 'Кейс дня',
      openCase: 'Открыть кейс {{name}}',
      free: 'Бесплатно',
      topSkins: 'Лучшие скины внутри',
    },
    /** The tasks section's heading and placeholder, shown before its chunk (with its texts) arrives. */
    tasks: {
      title: 'Задания',
      loadingLabel: 'Задания загружаются',
    },
  },
};
