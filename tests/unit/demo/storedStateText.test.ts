import { describe, expect, it } from 'vitest';
import { LocalStorage } from '@adapters/browser/LocalStorage';
import type { DroppedRecord, StoredStateReport } from '@adapters/memory/backend/GameBackend';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { demoEn, demoRu } from '@app/demo/demoTranslations';
import { describeDropped, storageKeyLabel, storedStateToasts } from '@app/demo/storedStateText';
import { testI18n } from '../../support/i18n';

function translator(language: 'en' | 'ru') {
  const i18n = testI18n(language);
  i18n.addResourceBundle('en', 'translation', demoEn, true, true);
  i18n.addResourceBundle('ru', 'translation', demoRu, true, true);
  return (key: string, options?: Record<string, string | number>) => i18n.t(key, options ?? {});
}

const record = (fields: Partial<DroppedRecord>): DroppedRecord => ({
  player: '700000012', kind: 'inventory', position: null, key: null, id: null, field: null, missing: false, ...fields,
});

describe('the developer panel’s note on stored demo data', () => {
  const en = translator('en');
  const ru = translator('ru');

  it('names the player, the record and the field, in English and in Russian', () => {
    const noCost = record({ kind: 'inventory', position: 3, id: '1002', field: 'cost', missing: true });
    expect(describeDropped(noCost, en)).toBe('player 700000012: inventory item #3 (id 1002) has no “cost”');
    expect(describeDropped(noCost, ru)).toBe('игрок 700000012: предмет инвентаря #3 (id 1002) — нет поля «cost»');
    const badValue = record({ kind: 'transaction', position: 5, field: 'value' });
    expect(describeDropped(badValue, en)).toBe('player 700000012: transaction #5 has an invalid “value”');
    expect(describeDropped(badValue, ru)).toBe('игрок 700000012: транзакция #5 — неверное поле «value»');
    const payment = record({ kind: 'payment', key: '700000012-1011', id: '700000012-1011', field: 'status' });
    expect(describeDropped(payment, en)).toBe('player 700000012: payment 700000012-1011 has an invalid “status”');
    const notObject = record({ kind: 'recentWin', position: 2 });
    expect(describeDropped(notObject, en)).toBe('player 700000012: recent win #2 is not an object');
    expect(describeDropped(notObject, ru)).toBe('игрок 700000012: недавний выигрыш #2 — не объект');
    expect(describeDropped(record({ kind: 'completedTask', key: '5', field: null }), en)).toBe('player 700000012: completed task 5 is not an object');
  });

  it('says a wrong-shaped player starts afresh', () => {
    const player = record({ kind: 'player', id: '700000012', field: 'balance' });
    expect(describeDropped(player, en)).toBe('player 700000012 has an invalid “balance”; the player starts afresh');
    expect(describeDropped(player, ru)).toBe('игрок 700000012 — неверное поле «balance»; игрок начинает заново');
  });

  it('counts dropped records with the plural forms of each language', () => {
    expect(en('demo.storage.dropped', { count: 1 })).toBe('1 record dropped');
    expect(en('demo.storage.dropped', { count: 2 })).toBe('2 records dropped');
    expect(ru('demo.storage.dropped', { count: 1 })).toBe('1 запись отброшена');
    expect(ru('demo.storage.dropped', { count: 3 })).toBe('3 записи отброшены');
    expect(ru('demo.storage.dropped', { count: 5 })).toBe('5 записей отброшено');
    expect(ru('demo.storage.dropped', { count: 21 })).toBe('21 запись отброшена');
  });
});

describe('the start-up messages about stored demo data', () => {
  const en = translator('en');
  const ru = translator('ru');
  const clean: StoredStateReport = { dropped: [], unreadable: null, backupKey: null };

  it('says nothing when the stored data was kept as it was', () => {
    expect(storedStateToasts(clean, '')).toEqual([]);
  });

  it('tells of unreadable data until dismissed, with where its copy is', () => {
    const [toast, ...rest] = storedStateToasts({ ...clean, unreadable: 'json', backupKey: 'demo-backend-state.backup' }, 'cs2cases:demo-backend-state.backup');
    expect(rest).toEqual([]);
    expect(toast).toMatchObject({ kind: 'error', durationMs: null });
    const message = toast?.message as { key: string; params: Record<string, string> };
    expect(en(message.key, message.params)).toBe(
      'The saved demo data is not valid JSON, so the demo started over. A copy is kept in localStorage under “cs2cases:demo-backend-state.backup”.',
    );
    expect(ru(message.key, message.params)).toBe(
      'Сохранённые демо-данные — не JSON, поэтому демо началось заново. Копию ты найдёшь в localStorage под ключом «cs2cases:demo-backend-state.backup».',
    );
    for (const reason of ['version', 'shape'] as const) {
      const other = storedStateToasts({ ...clean, unreadable: reason, backupKey: 'k' }, 'k')[0]?.message as { key: string };
      expect(en(other.key, { key: 'k' })).toMatch(/^The saved demo data .+ started over\. A copy is kept in localStorage under “k”\.$/);
      expect(ru(other.key, { key: 'k' })).toMatch(/демо началось заново\. Копию ты найдёшь в localStorage под ключом «k»\.$/);
    }
  });

  it('points to the developer tools when records were dropped', () => {
    const report = { ...clean, dropped: [record({ position: 1, field: 'cost' }), record({ position: 2, field: 'cost' })], backupKey: 'b' };
    const [toast] = storedStateToasts(report, 'b');
    expect(toast).toMatchObject({ kind: 'custom', message: { key: 'demo.storage.droppedToast', params: { count: 2 } } });
    expect(en('demo.storage.droppedToast', { count: 2 })).toBe('Stored demo data: 2 records could not be read and were dropped. Details are in Developer tools.');
    expect(ru('demo.storage.droppedToast', { count: 2 })).toBe('Сохранённые демо-данные: 2 записи не прочитались и отброшены. Подробности — в инструментах разработчика.');
  });

  it('names the backup key as the browser shows it', () => {
    expect(storageKeyLabel(new LocalStorage(), 'demo-backend-state.backup')).toBe('cs2cases:demo-backend-state.backup');
    expect(storageKeyLabel(new MemoryStorage(), 'demo-backend-state.backup')).toBe('demo-backend-state.backup');
  });
});
