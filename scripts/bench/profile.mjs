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

/**
 * The taps benchmark's BENCH_PROFILE=1 output: one tap's sampled CPU profile, the functions with the
 * most self time and those with the most inclusive time (what a handler or a render called).
 */
export function printTapProfile(label, profile, { marker, tap }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Sample times on the page's clock: the first sample inside tapProfileMarker is at `marker`.
  const times = [];
  let now = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) times.push((now += profile.timeDeltas[i] ?? 0) / 1000);
  const inMarker = (id) => { for (; id !== undefined; id = parent.get(id)) if (byId.get(id).callFrame.functionName === 'tapProfileMarker') return true; return false; };
  const first = profile.samples.findIndex(inMarker);
  const offset = first >= 0 ? times[first] - marker : null;
  // Only the samples from the tap until its frame was painted, when the tap was reported.
  const within = offset === null || tap.start === undefined || tap.duration === null
    ? () => true
    : (i) => times[i] - offset >= tap.start && times[i] - offset <= tap.start + tap.duration;
  const keyOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    if (node.callFrame.functionName === '(idle)' || !within(i)) continue;
    busy += dt;
    self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + dt);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, time]) => `    ${time.toFixed(1).padStart(7)}  ${key}`).join('\n');
  console.log(`${label}: main thread busy ${busy.toFixed(0)} ms ${offset === null ? 'in the whole run' : 'from the tap to its frame'} (throttled, sampled)\n  self:\n${top(self, 20)}\n  inclusive:\n${top(inclusive, Number(process.env.BENCH_PROFILE_TOP ?? 45))}`);
}
