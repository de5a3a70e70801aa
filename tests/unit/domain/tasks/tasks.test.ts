import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task } from '@domain/model/task';
import {
  groupTasks, hasMessengerInstruction, isLinkAction, leadsToTopUp, taskBonus, taskCategory, taskLink, taskName, TASK_CATEGORIES,
} from '@domain/features/tasks/tasks';

function task(type: string, overrides: Partial<Task> = {}): Task {
  return { id: type, type, name: { ru: `ru ${type}`, en: `en ${type}` }, bonus: 10, active: true, action: null, rewardFrequency: 'once', ...overrides };
}

describe('task categories (spec §9)', () => {
  it('puts every named type in its category and anything else in other', () => {
    expect(['invite', 'topUp'].map(taskCategory)).toEqual(['top', 'top']);
    expect(['subscribeChannel', 'joinChat'].map(taskCategory)).toEqual(['subscriptions', 'subscriptions']);
    expect(['dailyBonus', 'addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam'].map(taskCategory)).toEqual(Array(5).fill('daily'));
    expect(['linkSteam', 'linkFaceit', 'referralLinkBioTg', '', 'constructor', 'toString', 'INVITE'].map(taskCategory)).toEqual(Array(7).fill('other'));
  });

  it('groups in the order top, subscriptions, daily, other, keeping server order and leaving out empty groups', () => {
    const tasks = [task('linkSteam'), task('dailyBonus'), task('joinChat'), task('invite'), task('addBioTg'), task('topUp'), task('subscribeChannel')];
    expect(groupTasks(tasks).map((g) => [g.category, g.tasks.map((t) => t.type)])).toEqual([
      ['top', ['invite', 'topUp']],
      ['subscriptions', ['joinChat', 'subscribeChannel']],
      ['daily', ['dailyBonus', 'addBioTg']],
      ['other', ['linkSteam']],
    ]);
    expect(groupTasks([task('dailyBonus')]).map((g) => g.category)).toEqual(['daily']);
    expect(groupTasks([])).toEqual([]);
  });

  it('never loses or duplicates a task, and groups follow the category order (property)', () => {
    const types = fc.constantFrom('invite', 'topUp', 'subscribeChannel', 'joinChat', 'dailyBonus', 'addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam', 'linkSteam', 'x');
    fc.assert(fc.property(fc.array(types, { maxLength: 30 }), (list) => {
      const tasks = list.map((type, i) => task(type, { id: String(i) }));
      const groups = groupTasks(tasks);
      expect(groups.flatMap((g) => g.tasks.map((t) => t.id)).sort()).toEqual(tasks.map((t) => t.id).sort());
      const order = groups.map((g) => TASK_CATEGORIES.indexOf(g.category));
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const g of groups) {
        expect(g.tasks.length).toBeGreaterThan(0);
        const ids = g.tasks.map((t) => Number(t.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      }
    }));
  });

  it('knows which types get their instruction by messenger message', () => {
    for (const type of ['addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam', 'subscribeChannel', 'joinChat', 'referralLinkBioTg']) {
      expect(hasMessengerInstruction(type), type).toBe(true);
    }
    for (const type of ['invite', 'topUp', 'dailyBonus', 'linkSteam']) expect(hasMessengerInstruction(type), type).toBe(false);
  });
});

describe('task names and rewards', () => {
  it('uses the interface language, falling back to ru', () => {
    expect(taskName(task('a', { name: { ru: 'Задание', en: 'Task' } }), 'en')).toBe('Task');
    expect(taskName(task('a', { name: { ru: 'Задание', en: 'Task' } }), 'ru')).toBe('Задание');
    expect(taskName(task('a', { name: { ru: 'Задание' } }), 'en')).toBe('Задание');
    expect(taskName(task('a', { name: { ru: 'Задание', en: '  ' } }), 'en')).toBe('Задание');
    expect(taskName(task('a', { name: { en: 'Only English' } }), 'ru')).toBe('Only English');
    expect(taskName(task('a', { name: {} }), 'ru')).toBe('');
  });

  it('a fallback name that is only spaces is no name either; a fallback is shown trimmed', () => {
    expect(taskName(task('a', { name: { ru: '  ', en: 'Task' } }), 'ru')).toBe('Task');
    expect(taskName(task('a', { name: { ru: ' \n ', en: ' Task ' } }), 'en')).toBe('Task');
    expect(taskName(task('a', { name: { en: ' Only English ' } }), 'ru')).toBe('Only English');
    expect(taskName(task('a', { name: { ru: ' Задание ' } }), 'en')).toBe('Задание');
  });

  it('only the topUp task is done by topping up', () => {
    expect(leadsToTopUp('topUp')).toBe(true);
    for (const type of ['invite', 'dailyBonus', 'subscribeChannel', 'topup', '']) expect(leadsToTopUp(type), type).toBe(false);
  });

  it('shows the server’s bonus; the spec’s rewards stand in when it is missing', () => {
    expect(taskBonus(task('invite', { bonus: 700 }))).toBe(700);
    expect(taskBonus(task('invite', { bonus: 0 }))).toBe(500);
    expect(taskBonus(task('linkSteam', { bonus: 0 }))).toBe(100);
    expect(taskBonus(task('linkFaceit', { bonus: Number.NaN }))).toBe(100);
    expect(taskBonus(task('dailyBonus', { bonus: 0 }))).toBe(0);
  });
});

describe('task links (link safety)', () => {
  it('an action is a link only when it starts with http', () => {
    expect(isLinkAction('https://t.me/x')).toBe(true);
    expect(isLinkAction('http://x.com')).toBe(true);
    expect(isLinkAction(' https://t.me/x')).toBe(false);
    expect(isLinkAction('tg://resolve?domain=x')).toBe(false);
    expect(isLinkAction('subscribe')).toBe(false);
    expect(isLinkAction(null)).toBe(false);
    expect(taskLink('subscribe')).toBeNull();
  });

  it('an action that is no link by that rule is never opened, even when it would be a safe link', () => {
    expect(taskLink(' https://t.me/x')).toBeNull();
    expect(taskLink('HTTPS://t.me/x')).toBeNull();
  });

  it('opens t.me links inside the messenger, other https links in the browser', () => {
    expect(taskLink('https://t.me/cs2cases_news')).toEqual({ kind: 'telegram', url: 'https://t.me/cs2cases_news' });
    expect(taskLink('https://T.ME/joinchat/abc')).toEqual({ kind: 'telegram', url: 'https://T.ME/joinchat/abc' });
    // The messenger's openTelegramLink takes t.me only.
    expect(taskLink('https://telegram.me/x')).toEqual({ kind: 'external', url: 'https://telegram.me/x' });
    expect(taskLink('https://steamcommunity.com/')).toEqual({ kind: 'external', url: 'https://steamcommunity.com/' });
    expect(taskLink('https://www.faceit.com')).toEqual({ kind: 'external', url: 'https://www.faceit.com' });
    expect(taskLink('https://example.com:8443/a?b=c#d')).toEqual({ kind: 'external', url: 'https://example.com:8443/a?b=c#d' });
  });

  it('the host ends where the path, query or fragment begins, and its port is not part of the name', () => {
    expect(taskLink('https://t.me:443/x')).toEqual({ kind: 'telegram', url: 'https://t.me:443/x' });
    expect(taskLink('https://t.me?start=1')).toEqual({ kind: 'telegram', url: 'https://t.me?start=1' });
    expect(taskLink('https://t.me#top')).toEqual({ kind: 'telegram', url: 'https://t.me#top' });
    expect(taskLink('https://t.me')).toEqual({ kind: 'telegram', url: 'https://t.me' });
    expect(taskLink('https://t.me:4430x/x')).toBeNull();
  });

  it('never opens javascript:, data:, http: or look-alike addresses', () => {
    // Built from parts: the linter rightly refuses script URLs written out in source.
    const script = (scheme: string) => `${scheme}script:alert(1)`;
    const refused = [
      script('java'),
      script('Java'),
      'data:text/html,<script>alert(1)</script>',
      'http://t.me/cs2cases_news',
      'http://steamcommunity.com/',
      'https:/t.me/x',
      'https:t.me/x',
      'https:\\\\evil.com',
      'https://\\evil.com',
      'https://t.me@evil.com/',
      'https://user:pass@t.me/x',
      'https://t.me%2F@evil.com',
      'https://t.mе/x', // Cyrillic е
      'https://стим.рф/',
      'https://t.me\u0000.evil.com',
      'https://t.me /x',
      'https:// t.me/x',
      'https://t.me\n.evil.com',
      'https://',
      'https://.t.me/x',
      'https://-evil.com/',
      'https://evil..com/',
      'https://127.0.0.1/',
      'httpss://t.me/x',
      'http:javascript:alert(1)',
    ];
    for (const action of refused) expect(taskLink(action), JSON.stringify(action)).toBeNull();
  });

  it('a host that only starts like t.me is not a Telegram link', () => {
    expect(taskLink('https://t.me.evil.com/x')).toEqual({ kind: 'external', url: 'https://t.me.evil.com/x' });
    expect(taskLink('https://evil-t.me/x')).toEqual({ kind: 'external', url: 'https://evil-t.me/x' });
    expect(taskLink('https://nott.me/x')?.kind).toBe('external');
  });

  it('whatever the input, an opened link is https with a plain host (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.webUrl(), fc.string({ unit: 'binary' }).map((s) => `https://${s}`), fc.string().map((s) => `https://t.me${s}`), fc.string().map((s) => `http${s}`)), (raw) => {
      const link = taskLink(raw);
      if (!link) return;
      // Surrounding whitespace is trimmed before the link is checked and opened.
      expect(link.url).toBe(raw.trim());
      expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?([/?#]|$)/i);
      expect(/\s/.test(link.url)).toBe(false);
      const control = (ch: string) => { const c = ch.codePointAt(0) as number; return c < 0x20 || (c >= 0x7f && c <= 0x9f); };
      expect([...link.url].some(control)).toBe(false);
    }));
  });
});
