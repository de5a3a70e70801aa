import { LocalStorage, STORAGE_PREFIX } from '@adapters/browser/LocalStorage';
import type { DroppedRecord, StoredStateReport } from '@adapters/memory/backend/GameBackend';
import type { Storage } from '@domain/ports/Storage';
import type { Toast } from '@ui/toasts/Toaster';

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** How long the note about dropped records stays: it is a long sentence. */
const DROPPED_TOAST_MS = 8000;

/** The key a developer finds in the browser's storage panel (localStorage keys carry the app's prefix). */
export function storageKeyLabel(storage: Storage, key: string): string {
  return storage instanceof LocalStorage ? `${STORAGE_PREFIX}${key}` : key;
}

/** One dropped record in words: 'player 700000012: inventory item #3 (id 1002) has no “cost”'. */
export function describeDropped(record: DroppedRecord, t: Translate): string {
  const place = record.key ?? `#${record.position ?? '?'}${record.id === null ? '' : ` (id ${record.id})`}`;
  const where = t(`demo.storage.record.${record.kind}`, { player: record.player, place });
  const problem = record.field === null
    ? t('demo.storage.notObject', { record: where })
    : t(record.missing ? 'demo.storage.missing' : 'demo.storage.invalid', { record: where, field: record.field });
  return record.kind === 'player' ? t('demo.storage.replaced', { problem }) : problem;
}

const UNREADABLE_TEXT = { json: 'demo.storage.unreadableJson', version: 'demo.storage.unreadableVersion', shape: 'demo.storage.unreadableShape' } as const;

/** What the player is told at start when the stored demo data was not kept as it was. */
export function storedStateToasts(report: StoredStateReport, backupKey: string): Toast[] {
  const toasts: Toast[] = [];
  if (report.unreadable) {
    // It stays until dismissed: everyone's demo progress is gone, and this says where a copy is.
    toasts.push({ kind: 'error', message: { key: UNREADABLE_TEXT[report.unreadable], params: { key: backupKey } }, durationMs: null });
  }
  if (report.dropped.length > 0) {
    toasts.push({ kind: 'custom', message: { key: 'demo.storage.droppedToast', params: { count: report.dropped.length } }, durationMs: DROPPED_TOAST_MS });
  }
  return toasts;
}

export function unreadableText(report: StoredStateReport): string | null {
  return report.unreadable ? UNREADABLE_TEXT[report.unreadable] : null;
}
