#!/usr/bin/env node
/**
 * Writes src-adapters/api/bigAnswers/itemReaders.generated.ts from the long lists' item schemas
 * (scripts/itemReaderCode.ts says how). Run it after changing any of those schemas:
 * npm run generate:readers. The unit tests fail while the file is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const OUT = 'src-adapters/api/bigAnswers/itemReaders.generated.ts';
const loader = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
try {
  const { itemReadersFile, readerCode } = await loader.ssrLoadModule('/scripts/itemReaderCode.ts');
  const { LONG_LIST_SCHEMAS } = await loader.ssrLoadModule('/src-adapters/api/bigAnswers/longListSchemas.ts');
  const items = Object.fromEntries(Object.entries(LONG_LIST_SCHEMAS).map(([name, list]) => [name, list.item]));
  writeFileSync(OUT, itemReadersFile(items));
  for (const [name, item] of Object.entries(items)) {
    const { ownRuns } = readerCode(item);
    console.log(`${name}: ${ownRuns.length ? `run by their own code: ${ownRuns.join(', ')}` : 'every part walked'}`);
  }
  console.log(`wrote ${OUT}`);
} finally {
  await loader.close();
}
