import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench-results', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Output safety: server strings render as text, links never run script.
      'no-script-url': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server strings as text.' },
        { selector: "Literal[value=/^\\s*javascript:/i]", message: 'Script URLs are forbidden.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Use text content, never innerHTML.' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // One concern per file: no application source over 300 lines (generated data excepted).
    files: ['src/**/*.{ts,tsx}', 'src-domain/**/*.ts', 'src-adapters/**/*.ts', 'src-ui/**/*.{ts,tsx}', 'scripts/**/*.mjs', 'public/**/*.js'],
    ignores: ['**/*.generated.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The screens draw; time is the view-models' (the clock port) and frames are components/frames.ts's.
    // Services reach a screen only through its view-model's factory (composition.ts) and useViewModel.
    files: ['src-ui/**/*.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback'].map((name) => ({
          name, message: 'No timers in components: the view-model schedules on the clock port; a later frame is components/frames.ts.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'No clock in components: the view-model passes what it needs.' },
        { object: 'performance', property: 'now', message: 'No clock in components: the view-model passes what it needs.' },
      ],
    },
  },
  {
    files: ['src-ui/screens/**/*.{ts,tsx}', 'src-ui/components/**/*.{ts,tsx}', 'src-ui/effects/**/*.{ts,tsx}', 'src-ui/toasts/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{
          name: '@ui/services', importNames: ['useServices', 'ServicesContext'], allowTypeImports: true,
          message: 'A screen gets services through its view-model: useViewModel(createXViewModel, params).',
        }],
      }],
    },
  },
  {
    files: ['src-domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'setTimeout', 'setInterval', 'fetch'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use the Clock port.' },
        { object: 'Math', property: 'random', message: 'Use the Random port.' },
      ],
    },
  },
);
