/** English texts. Every key here must exist in ru.ts too (a unit test checks both ways). */
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
    crystals: '{{value}} crystals',
    topUp: 'Top up',
  },
  onboarding: {
    title: 'Welcome to CS2 Cases',
    description: 'Open cases, collect real CS2 skins and upgrade them into rarer ones.',
    delivery: 'Skins you keep are delivered to your Steam account through a trade offer.',
    gift: 'Your first case is on us',
    openFreeCase: 'Open a free case',
  },
  pages: {
    games: { title: 'Games', body: 'Pick a game to play.' },
    cases: { title: 'Cases', body: 'All cases will appear here.' },
    caseDetail: { title: 'Case', body: 'What the case can drop.' },
    opening: { title: 'Opening the case', body: 'The roulette spins here.' },
    inventory: { title: 'Inventory', body: 'Your skins will appear here.' },
    profile: { title: 'Profile', body: 'Your settings and trade link.' },
    payment: { title: 'Top up crystals', body: 'Crystal packages for Stars.' },
    transactions: { title: 'Transactions', body: 'Your balance history.' },
    upgrader: { title: 'Upgrader', body: 'Risk a skin for a pricier one.' },
  },
  errors: {
    unauthorized: 'Authorization error. Please restart the app',
    accessDenied: 'Access denied',
    connection: 'Connection problem. Check your internet and try again',
    noAuthData: 'no Telegram authorization data',
    generic: 'Something went wrong',
  },
  messenger: {
    back: 'Back',
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
  },
  toast: {
    dismiss: 'Dismiss',
    notification: 'Notification',
  },
  demo: {
    badge: 'Demo',
    chromeTitle: 'CS2 Cases',
    tools: 'Developer tools',
    user: 'Mock user',
    theme: 'Messenger theme',
    light: 'Light',
    dark: 'Dark',
    language: 'Language',
    reset: 'Reset demo data',
    invoiceTitle: 'Payment (demo)',
    invoiceBody: 'Choose how the messenger’s payment window closes.',
    paid: 'Paid',
    cancelled: 'Cancelled',
    failed: 'Failed',
    shareTitle: 'Share message (demo)',
    shareBody: 'The messenger would now let you pick a chat.',
    send: 'Send',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
