import { observable, observableRef, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { CaseSummary } from '@domain/model/case';
import type { MessengerUser } from '@domain/model/user';
import { HomeViewModel } from '@ui/screens/home/HomeViewModel';
import { recordStates } from '../../support/recorder';

const USER: MessengerUser = { id: 7, firstName: 'Alex', lastName: '', username: null, languageCode: 'en', photoUrl: null };
const summary = (name: string, price: number): CaseSummary => ({ id: name, name, price, img: '', description: '', categories: [] });

function setup(list: readonly CaseSummary[] | null = null, getCases = vi.fn(() => Promise.resolve([] as CaseSummary[]))) {
  const session = observable({ messengerUser: null as MessengerUser | null, balance: null as number | null });
  const cases = observable({ list }, { list: observableRef });
  const vm = new HomeViewModel({ session, cases, api: { getCases } });
  return { vm, session, cases, getCases };
}

describe('HomeViewModel: the balance card (spec §2)', () => {
  it('is shown only with a messenger user, and follows the balance (null while unknown)', () => {
    const { vm, session } = setup();
    const shown = recordStates(() => `${vm.showsBalance}:${vm.balance}`);
    runInAction(() => {
      session.messengerUser = USER;
    });
    runInAction(() => {
      session.balance = 42.5;
    });
    shown.stop();
    expect(shown.values).toEqual(['false:null', 'true:null', 'true:42.5']);
  });
});

describe('HomeViewModel: the featured case of the hero (issue 27)', () => {
  it('asks for the case list once on mount when none is known, and features the first of All’s order when it comes', () => {
    const { vm, cases, getCases } = setup();
    const featured = recordStates(() => vm.featured?.name ?? null);
    vm.mount();
    expect(getCases).toHaveBeenCalledTimes(1);
    runInAction(() => {
      cases.list = [summary('Cheap', 1), summary('Blue Case', 8), summary('Welcome Case', 0)];
    });
    featured.stop();
    expect(featured.values).toEqual([null, 'Blue Case']);
  });

  it('does not ask again when a screen already brought the list', () => {
    const { vm, getCases } = setup([summary('Only', 3)]);
    vm.mount();
    expect(getCases).not.toHaveBeenCalled();
    expect(vm.featured?.name).toBe('Only');
  });

  it('a failed list leaves no case featured and throws nothing (the hero waits for the feed)', async () => {
    const rejecting = vi.fn(() => Promise.reject(new Error('down')));
    const throwing = vi.fn((): Promise<CaseSummary[]> => { throw new Error('no such call'); });
    for (const getCases of [rejecting, throwing]) {
      const { vm } = setup(null, getCases);
      expect(() => vm.mount()).not.toThrow();
      await Promise.resolve();
      expect(vm.featured).toBeNull();
      expect(getCases).toHaveBeenCalledTimes(1);
    }
  });
});
