/**
 * English texts of the shell and home, the first screen (every other area brings its own,
 * features/<area>.ts). Every key here must exist in ru.ts too (a unit test checks both ways).
 * Each language is a chunk of its own: the start page preloads the one the app starts in.
 */
export const en = {
  app: {
    name: 'CS2 Cases',
    title: 'Open cases. Win skins.',
    description: 'Open CS2 cases for crystals, keep the best drops, sell the rest or withdraw them to Steam.',
    openCases: 'Open cases',
    loading: 'Loading…',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    games: 'Games',
    inventory: 'Inventory',
    profile: 'Profile',
  },
  balance: {
    title: 'Your balance',
    /**
     * Counted texts carry every suffix i18next uses for ru (_one, _few, _many, _other; English
     * picks _one and _other) and are called with `count: pluralCount(value)`. A fraction takes
     * _other in both languages: in ru that is the genitive singular ('7,2 кристалла').
     */
    crystals_one: '{{value}} crystal',
    crystals_few: '{{value}} crystals',
    crystals_many: '{{value}} crystals',
    crystals_other: '{{value}} crystals',
    topUp: 'Top up',
    /** The header's balance button, which leads to the top-up. */
    topUpLabel: 'Balance: {{value}} — top up',
  },
  onboarding: {
    title: 'Welcome to CS2 Cases',
    description: 'Open cases, collect real CS2 skins and upgrade them into rarer ones.',
    delivery: 'Skins you keep are delivered to your Steam account through a trade offer.',
    gift: 'Your first case is on us',
    openFreeCase: 'Open a free case',
  },
  pages: {
    opening: { title: 'Opening the case' },
  },
  errors: {
    unauthorized: 'Authorization error. Please restart the app',
    accessDenied: 'Access denied',
    connection: 'Connection problem. Check your internet and try again',
    noAuthData: 'no Telegram authorization data',
    generic: 'Something went wrong',
    screenLoad: 'This screen could not be loaded',
    languageLoad: 'The texts of this language could not be loaded. Check your internet connection and try again.',
    screenLoadBody: 'Check your internet connection and try again.',
    screenCrashBody: 'This screen stopped working. Your balance and items are safe on the server.',
    tryAgain: 'Try again',
    toHome: 'Home',
    openFromTelegramTitle: 'Open this app from Telegram',
    openFromTelegramBody: 'It only works inside Telegram: open it from the bot’s chat or its menu button.',
    /** Spec §2: the router's default error page reads this; unknown paths show it (ru: its translation, as the 401 and 403 texts). */
    notFoundTitle: 'Unexpected Application Error!',
    notFoundBody: 'There is no such page here. The link may be old or mistyped.',
    notFoundCode: 'Page not found · 404',
    toCases: 'Open cases',
  },
  messenger: {
    back: 'Back',
    settings: 'Settings',
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
  },
  toast: {
    dismiss: 'Dismiss',
    notification: 'Notification',
  },
  /** Home, live feed, tasks and invite texts (spec §2 Home). */
  home: {
    messengerUnavailable: 'Telegram WebApp API not available',
    live: {
      title: 'Live drops',
      online: '{{value}} online',
      listLabel: 'Latest wins of other players',
      loadError: 'Could not load the live feed',
    },
    /** The hero at the top: the best drop of the last hour, or a featured case until there is one. */
    hero: {
      bestDrop: 'Best drop of the hour',
      featured: 'Featured case',
      openCase: 'Open case {{name}}',
      free: 'Free',
      topSkins: 'Top skins inside',
    },
    /** The tasks section's heading and placeholder, shown before its chunk (with its texts) arrives. */
    tasks: {
      title: 'Tasks',
      loadingLabel: 'Loading tasks',
    },
  },
} as const;

/** The same shape with any text: what the other language must provide. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
