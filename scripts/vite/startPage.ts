import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { STORAGE_PREFIX } from '../../src-adapters/browser/LocalStorage.ts';
import { DEFAULT_MOCK_USER_KEY, MOCK_USERS } from '../../src-adapters/memory/backend/mockUsers.ts';
import { DEMO_THEMES } from '../../src-adapters/memory/demoThemes.ts';
import { DEMO_HEADER_HEIGHT, THEME_KEY, USER_KEY } from '../../src/demo/demoSettings.ts';
import { API_SHARDS, apiBaseUrl, DEFAULT_API_BASE_TEMPLATE } from '../../src-domain/features/session/apiHost.ts';
import { isDevelopmentHost, runModeForHost } from '../../src-domain/features/session/runMode.ts';
import { METRIKA_TAG_URL, metrikaCounterId } from '../../src-adapters/browser/YandexMetrika.ts';
import { languageFromLocale } from '../../src-domain/model/language.ts';
import { en } from '../../src-ui/i18n/en.ts';
import { ru } from '../../src-ui/i18n/ru.ts';
import { FALLBACK_LIGHT } from '../../src-ui/theme/fallbackPalettes.ts';
import { pageAndCard } from '../../src-ui/theme/surfaces.ts';
import { FONT_FAMILY, H1, HOME_DESCRIPTION, HOME_TITLE } from '../../src-ui/theme/typography.ts';
import { padWithSafeArea } from '../../src-ui/navigation/safeArea.ts';

/** Where the policy and the start page go in index.html; the build fails if either is gone. */
const CHARSET = '<meta charset="UTF-8" />';
const ROOT = '<div id="root"></div>';

type RunModeEntries = Readonly<Record<'live' | 'demo', string>>;
/** The chunks each run mode and each start language add to the entry's. */
interface ModeFiles {
  /** The entry's own file, which the start script imports after the first paint (none in development). */
  readonly entry?: string;
  /** The entry and the files it imports statically, preloaded with it after the first paint. */
  readonly initial: readonly string[];
  readonly live: readonly string[];
  readonly demo: readonly string[];
  readonly texts: Readonly<Record<'ru' | 'en', readonly string[]>>;
}

/** Where each language's base texts live (their chunks, loaded by createI18n.ts). */
const TEXTS = { ru: 'src-ui/i18n/ru.ts', en: 'src-ui/i18n/en.ts' } as const;

interface BundleChunk {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
}

/**
 * What index.html does before the app's JavaScript has arrived:
 * - decides the run mode from the host, by the domain's own rule (its functions printed into the
 *   page), and once the page is painted preloads that mode's chunk together with the entry (one
 *   round trip less than fetching it once the entry has run); likewise the texts of the language
 *   the app starts in;
 * - paints the page as the app's first render will: the messenger's colours from the launch
 *   parameters (or the demo's theme), and on the home route the home's title and description in
 *   the language the app starts in, in the same place and type; elsewhere the app's mark. React
 *   replaces it on its first commit (tests/e2e/startPage.spec.ts checks that nothing moves).
 */
export function startPage(entries: RunModeEntries): Plugin {
  let base = '/';
  let env: Record<string, string> = {};
  return {
    name: 'start-page',
    configResolved(config) {
      base = config.base;
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = context.bundle ? modeFiles(Object.values(context.bundle) as BundleChunk[], entries, base) : { initial: [], live: [], demo: [], texts: { ru: [], en: [] } };
        const script = startScript(files);
        // The development server injects scripts of its own (hot reload): the policy is the build's.
        const policy = context.server ? '' : `\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(script, env)}" />`;
        if (!html.includes(CHARSET) || !html.includes(ROOT)) throw new Error(`startPage: index.html lost ${CHARSET} or ${ROOT}`);
        return {
          html: withoutEntryTags(html, files)
            .replace(CHARSET, `${CHARSET}${policy}`)
            .replace(ROOT, `<div id="root">${startMarkup()}</div>`),
          tags: [
            { tag: 'style', children: START_STYLE, injectTo: 'head' },
            { tag: 'script', children: script, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

/**
 * The entry's <script type="module"> and Vite's <link rel="modulepreload"> of the files it imports
 * go: the start script fetches and runs them once the start page has been painted.
 * - A module script that is ready when the parser ends may run before the first paint; Lighthouse's
 *   simulation then counted all of it into the first paint (live home FCP 2.1 s in 3 of 5 runs).
 * - A file that has merely arrived before the first paint is counted too: Lantern takes every
 *   script request that ended before the observed paint as needed for it, and on its slow 4G the
 *   entry's 196 KB took the home's LCP to 2.4 s (FCP 1.6 s) in the runs where loopback delivered
 *   the preloads before the paint, 0.7 s where it did not. Fetched after the paint, none is.
 * The price, on a load Chrome throttles to slow 4G and 4x CPU (15 loads each way): the entry is
 * requested 0.13 s later (its paint comes first) and the app commits 0.11 s later (3.15 -> 3.26 s);
 * the start page itself is painted no later. A frame callback instead of the paint entry won back
 * only 0.03 s of that, with the small files then ending a few ms after the paint.
 */
function withoutEntryTags(html: string, files: ModeFiles): string {
  if (!files.entry) return html;
  const escape = (file: string) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const script = new RegExp(`<script type="module" crossorigin src="${escape(files.entry)}"></script>\\s*`);
  if (!script.test(html)) throw new Error(`startPage: no entry script for ${files.entry} in index.html`);
  const preloads = files.initial.map((file) => new RegExp(`<link rel="modulepreload" crossorigin href="${escape(file)}">\\s*`));
  return preloads.reduce((page, preload) => page.replace(preload, ''), html.replace(script, ''));
}

const texts = { ru: ru.app, en: en.app };
const inLanguages = (pick: (app: { readonly title: string; readonly description: string }) => string) =>
  (['ru', 'en'] as const).map((language) => `<span lang="${language}">${escapeHtml(pick(texts[language]))}</span>`).join('');

/** The placeholder: the home's header (both languages, one shown) and the app's mark. */
function startMarkup(): string {
  const mark = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim()
    .replace('<svg ', '<svg width="72" height="72" focusable="false" ');
  return [
    '<div class="start-page" aria-hidden="true">',
    '<div class="start-home"><div class="start-head"><div class="start-text">',
    `<h1 class="start-title">${inLanguages((app) => app.title)}</h1>`,
    `<p class="start-desc">${inLanguages((app) => app.description)}</p>`,
    '</div></div></div>',
    `<div class="start-mark">${mark}</div>`,
    '</div>',
  ].join('');
}

/**
 * The home header as MUI draws it: Layout's column (672 px, 16 px sides and 16 px under the
 * safe area, navigation/safeArea.ts), HomeScreen's title and description at full width, in the
 * home's small sizes (theme/typography.ts: HOME_TITLE, HOME_DESCRIPTION).
 */
const START_STYLE = `
body { background: var(--start-bg, #17212b); }
.start-page { font-family: ${FONT_FAMILY}; -webkit-font-smoothing: antialiased; }
.start-page [lang] { display: none; }
html[data-start-lang="ru"] .start-page [lang="ru"], html[data-start-lang="en"] .start-page [lang="en"] { display: inline; }
.start-home { box-sizing: border-box; width: 100%; max-width: 672px; margin: 0 auto; padding: ${padWithSafeArea('top', '16px')} ${padWithSafeArea('right', '16px')} 0 ${padWithSafeArea('left', '16px')}; }
.start-head { display: flex; align-items: center; gap: 16px; }
.start-text { flex: 1; }
.start-title { margin: 0; font-size: ${HOME_TITLE.fontSize}; font-weight: ${H1.fontWeight}; letter-spacing: ${H1.letterSpacing}; line-height: ${HOME_TITLE.lineHeight}; color: var(--start-text); }
.start-desc { margin: 0; font-size: ${HOME_DESCRIPTION.fontSize}; line-height: ${HOME_DESCRIPTION.lineHeight}; letter-spacing: ${HOME_DESCRIPTION.letterSpacing}; color: var(--start-hint); }
.start-mark { position: fixed; inset: 0; display: grid; place-items: center; }
.start-mark svg { animation: start-pulse 1.2s ease-in-out infinite alternate; }
html[data-start-route="home"] .start-mark, html:not([data-start-route="home"]) .start-home { display: none; }
@keyframes start-pulse { from { opacity: 0.55; transform: scale(0.94); } to { opacity: 1; transform: scale(1); } }
@media (prefers-reduced-motion: reduce) { .start-mark svg { animation: none; } }
`;

/**
 * The page's content security policy: scripts only from our origin and the start
 * script by its hash (no eval: valibot and lottie's light player build no code); connections only
 * to the configured API hosts; images from https, data and the API hosts. Styles may be inline:
 * emotion writes MUI's styles into style elements at run time. With a Metrika counter built in,
 * Metrika's hosts (below).
 */
/** The hosts Metrika's tag loads from and reports to: its own, the regional ones and Webvisor's. */
const METRIKA_HOSTS = [
  new URL(METRIKA_TAG_URL).origin, 'https://mc.yandex.com', 'https://mc.yandex.by', 'https://mc.yandex.kz', 'https://mc.yandex.uz',
  'https://mc.yandex.com.tr', 'https://mc.webvisor.com', 'https://mc.webvisor.org', 'https://yastatic.net',
];

export function contentSecurityPolicy(startScriptText: string, env: Readonly<Record<string, string | undefined>>): string {
  const template = env.VITE_API_BASE_TEMPLATE || DEFAULT_API_BASE_TEMPLATE;
  const api = [...new Set(Array.from({ length: API_SHARDS }, (_, shard) => new URL(apiBaseUrl(template, shard)).origin))];
  const metrika = metrikaCounterId(env.VITE_METRIKA_COUNTER_ID) === null ? [] : METRIKA_HOSTS;
  const hash = createHash('sha256').update(startScriptText).digest('base64');
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'sha256-${hash}'`, ...metrika],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...api, ...metrika],
    'connect-src': ["'self'", ...api, ...metrika, ...metrika.map((host) => host.replace('https:', 'wss:'))],
    'frame-src': metrika.length ? ['blob:', ...metrika] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function modeFiles(chunks: readonly BundleChunk[], entries: RunModeEntries, base: string): ModeFiles {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: BundleChunk | undefined, into = new Set<string>()): Set<string> => {
    if (!chunk || into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports ?? []) closure(byFile.get(file), into);
    return into;
  };
  const initial = closure(chunks.find((chunk) => chunk.isEntry));
  const filesOf = (source: string) => {
    const chunk = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(source));
    if (!chunk) throw new Error(`startPage: no chunk for ${source}`);
    return [...closure(chunk)].filter((file) => !initial.has(file)).map((file) => base + file);
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  return {
    ...(entry ? { entry: base + entry.fileName } : {}),
    initial: [...initial].map((file) => base + file),
    live: filesOf(entries.live), demo: filesOf(entries.demo), texts: { ru: filesOf(TEXTS.ru), en: filesOf(TEXTS.en) },
  };
}

/** The inline script: the domain's functions as the config's bundler compiled them, then the page's work. */
export function startScript(files: ModeFiles): string {
  const palettes = {
    // Telegram's SDK takes a launch without a palette for a light one.
    live: { bg: FALLBACK_LIGHT.bg, secondaryBg: FALLBACK_LIGHT.secondaryBg, text: FALLBACK_LIGHT.text, hint: FALLBACK_LIGHT.hint },
    light: { bg: DEMO_THEMES.light.bg_color, secondaryBg: DEMO_THEMES.light.secondary_bg_color, section: DEMO_THEMES.light.section_bg_color, text: DEMO_THEMES.light.text_color, hint: DEMO_THEMES.light.hint_color },
    dark: { bg: DEMO_THEMES.dark.bg_color, secondaryBg: DEMO_THEMES.dark.secondary_bg_color, section: DEMO_THEMES.dark.section_bg_color, text: DEMO_THEMES.dark.text_color, hint: DEMO_THEMES.dark.hint_color },
  };
  const demo = {
    themeKey: STORAGE_PREFIX + THEME_KEY,
    userKey: STORAGE_PREFIX + USER_KEY,
    defaultUser: DEFAULT_MOCK_USER_KEY,
    locales: Object.fromEntries(MOCK_USERS.map((user) => [user.key, user.languageCode])),
    headerHeight: `${DEMO_HEADER_HEIGHT}px`,
  };
  return [
    '(function () {',
    isDevelopmentHost.toString(),
    runModeForHost.toString(),
    languageFromLocale.toString(),
    pageAndCard.toString(),
    'var mode = runModeForHost(location.hostname), root = document.documentElement;',
    `var chunks = ${JSON.stringify(files)};`,
    'var preload = function (files) {',
    '  for (var i = 0; i < files.length; i++) {',
    "    var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = files[i]; document.head.appendChild(link);",
    '  }',
    '};',
    `var palettes = ${JSON.stringify(palettes)}, demo = ${JSON.stringify(demo)};`,
    "var palette = mode === 'demo' ? palettes.dark : palettes.live, params = null, locale = null, launch = {};",
    // The messenger's SDK keeps the launch parameters and the current theme in sessionStorage, so
    // a reload after in-app navigation (the hash is gone) or a theme change reads them from there.
    "var stored = function (key) { try { return JSON.parse(sessionStorage.getItem('__telegram__' + key) || 'null'); } catch (e) { return null; } };",
    "try { new URLSearchParams(location.hash.slice(1)).forEach(function (value, key) { launch[key] = value; }); } catch (e) { /* no parameters */ }",
    "var storedLaunch = stored('initParams');",
    "if (storedLaunch && typeof storedLaunch === 'object') for (var key in storedLaunch) if (launch[key] === undefined && typeof storedLaunch[key] === 'string') launch[key] = storedLaunch[key];",
    "params = stored('themeParams');",
    "if (!params || typeof params !== 'object') { try { params = JSON.parse(launch.tgWebAppThemeParams || 'null'); } catch (e) { params = null; } }",
    "if (!params || typeof params !== 'object') params = {};",
    "try { locale = JSON.parse(new URLSearchParams(launch.tgWebAppData || '').get('user') || 'null').language_code; } catch (e) { /* unreadable: the default */ }",
    "if (mode === 'demo') {",
    '  try {',
    "    if (localStorage.getItem(demo.themeKey) === 'light') palette = palettes.light;",
    '    locale = demo.locales[localStorage.getItem(demo.userKey)] || demo.locales[demo.defaultUser];',
    "  } catch (e) { locale = demo.locales[demo.defaultUser]; }",
    '}',
    'var colour = function (value, fallback) { return typeof value === \'string\' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback; };',
    // The app's page colour (createAppTheme's surfaces): Telegram's secondary page under raised sections.
    'var bg = colour(params.bg_color, palette.bg);',
    "root.style.setProperty('--start-bg', pageAndCard(bg, colour(params.secondary_bg_color, palette.secondaryBg), colour(params.section_bg_color, palette.section || bg)).page);",
    "root.style.setProperty('--start-text', colour(params.text_color, palette.text));",
    "root.style.setProperty('--start-hint', colour(params.hint_color, palette.hint));",
    "if (mode === 'demo') root.style.setProperty('--tg-content-safe-area-inset-top', demo.headerHeight);",
    "var language = languageFromLocale(typeof locale === 'string' ? locale : null);",
    "root.setAttribute('data-start-lang', language);",
    "root.setAttribute('data-start-route', location.pathname === '/' ? 'home' : 'other');",
    // The app's files are fetched, and the app started, once the browser reports the first paint
    // (see withoutEntryTags): a paint entry, not a frame callback or a timer, which a page's clock
    // may hold. A browser without paint entries starts at once; a page never painted (opened
    // hidden), after a second.
    'if (chunks.entry) {',
    '  var started = false, start = function () {',
    '    if (started) return;',
    '    started = true;',
    '    preload(chunks.initial.concat(chunks[mode], chunks.texts[language]));',
    '    import(chunks.entry);',
    '  };',
    '  try {',
    '    var painted = new PerformanceObserver(function () { painted.disconnect(); start(); });',
    "    painted.observe({ type: 'paint', buffered: true });",
    '    setTimeout(start, 1000);',
    '  } catch (e) { start(); }',
    '}',
    '})();',
  ].join('\n');
}
