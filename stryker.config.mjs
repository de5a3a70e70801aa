// @ts-check
/**
 * Mutation testing of the domain (`npm run mutation`; not part of `npm test`: about 20 minutes on
 * the 2-core machine). Every rule in `src-domain` is mutated and the domain's unit tests must tell
 * each mutant apart from the real code. Reports: reports/mutation/ (html and json);
 * the 'areas' reporter (scripts/mutation-areas.mjs) prints the score per safety area.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation-areas.mjs'],
  mutate: ['src-domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  // The machine has 2 cores that other work shares; one worker keeps the run's timing honest.
  concurrency: 1,
  timeoutMS: 4000,
  reporters: ['clear-text', 'progress', 'html', 'json', 'areas'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
