/**
 * The layer rules of the hexagon (README: layout). Type-only imports count: a domain that
 * imports a React type is as wrong as one that imports React.
 */
const FORBIDDEN_IN_DOMAIN = [
  'react', 'react-dom', 'react-router', 'react-router-dom', 'mobx', 'mobx-react-lite', 'axios', 'inversify',
  '@inversifyjs', '@mui', '@emotion', '@twa-dev', 'howler', 'i18next', 'react-i18next', 'notistack', 'lottie-react',
  'reflect-metadata',
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
      name: 'domain-no-frameworks',
      comment: 'src-domain uses no UI, HTTP, DI or sound library.',
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
      name: 'adapters-not-to-ui',
      comment: 'Adapters implement domain ports and know nothing of screens.',
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
    exclude: { path: '\\.d\\.ts$' },
  },
};
