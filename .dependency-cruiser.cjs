/**
 * The layer rules of the hexagon (README: layout), checked by `npm run deps` in `npm test`.
 * Paths are the resolved files, so the aliases (@domain, @adapters, @ui, @app) are checked like
 * any relative import. Type-only imports count: a domain that imports a React type is as wrong as
 * one that imports React.
 */
const FORBIDDEN_IN_DOMAIN = [
  'react', 'react-dom', 'react-router', 'react-router-dom', 'mobx', 'mobx-react-lite', 'axios', 'inversify',
  '@inversifyjs', '@mui', '@emotion', '@twa-dev', 'howler', 'i18next', 'react-i18next', 'notistack', 'lottie-react',
  'lottie-web', 'reflect-metadata', 'rxjs', 'zod', 'valibot', '@tanstack',
];

module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment: 'src-domain imports nothing from the other layers.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { path: '^(src|src-ui|src-adapters|tests)/' },
    },
    {
      name: 'domain-no-libraries',
      comment: 'src-domain (its ports included) uses no UI, HTTP, DI, stream, schema or sound library: its types are its own.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { path: `(^|/)node_modules/(${FORBIDDEN_IN_DOMAIN.join('|')})(/|$)` },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'The domain runs anywhere: no Node built-ins either.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'Screens and view-models talk to ports, never to adapters.',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^src-adapters/' },
    },
    {
      name: 'ui-not-to-composition-root',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^src/' },
    },
    {
      name: 'ui-only-app-and-shell-compose',
      comment: 'Inside src-ui, shell composes the screens (the router, the layout) and App composes the shell: nothing else reaches up to them.',
      severity: 'error',
      from: { path: '^src-ui/', pathNot: '^src-ui/(shell/|App[.]tsx$)' },
      to: { path: '^src-ui/(shell/|App[.]tsx$)' },
    },
    {
      name: 'ui-screens-on-top',
      comment: 'Screens use navigation, view-model plumbing, components, stores, effects, toasts, i18n and theme; those never use a screen.',
      severity: 'error',
      from: { path: '^src-ui/', pathNot: '^src-ui/(screens/|shell/|App[.]tsx$)' },
      to: { path: '^src-ui/screens/' },
    },
    {
      name: 'adapters-not-to-ui',
      comment: 'Adapters implement domain ports and know nothing of screens or the composition root.',
      severity: 'error',
      from: { path: '^src-adapters/' },
      to: { path: '^(src-ui|src)/' },
    },
    {
      name: 'no-test-code-in-app',
      severity: 'error',
      from: { path: '^(src|src-ui|src-adapters|src-domain)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      comment: 'Files that import each other in a loop cannot be understood (or tested) one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A source file nothing imports is dead code (entry points and declarations excepted).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['\\.d\\.ts$', '^src/main\\.tsx$', '(^|/)tsconfig\\.json$'],
      },
      to: {},
    },
    {
      name: 'no-dead-code',
      comment: 'Every source file is used by the app: reachable from its entry point (src/main.tsx). The two ' +
        'in-memory adapters only the test suites drive (the manual clock and silent sound) are the exception.',
      severity: 'error',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: '^(src|src-domain|src-adapters|src-ui)/',
        pathNot: ['\\.d\\.ts$', '^src-adapters/memory/(ManualClock|SilentSound)\\.ts$'],
        reachable: false,
      },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'] },
    // Our own declaration files only: a package's types (a type-only import of rxjs, say) must stay visible to the rules.
    exclude: { path: '^(src|src-domain|src-adapters|src-ui)/.*\\.d\\.ts$' },
  },
};
