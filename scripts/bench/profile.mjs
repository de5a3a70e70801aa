/** The list benchmark's BENCH_PROFILE=1 output: where the main thread spent its time until the paint. */

/** Functions whose inclusive time BENCH_PROFILE prints: the stages a big answer goes through. */
const STAGES = ['parseBody', 'withoutDirectionControls', 'safeParse', 'groupInventory', 'casesFor', 'categoriesOf', 'groupTasks', 'performWorkUntilDeadline'];

/** Self time per function of a sampled CPU profile, the top 15. */
export function printProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  console.log('  main thread until the paint, self time (throttled ms):');
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${time.toFixed(0).padStart(7)}  ${key}`);
  // Inclusive time of the stages a big answer goes through (named in an unminified build: vite build --minify false).
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id).callFrame.functionName;
      if (STAGES.includes(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
    }
  }
  console.log(`  stages, inclusive (throttled ms): ${STAGES.filter((s) => inclusive.has(s)).map((s) => `${s} ${inclusive.get(s).toFixed(0)}`).join(', ')}`);
}
