import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { MessengerUser } from '@domain/model/user';
import { HomeViewModel } from '@ui/screens/home/HomeViewModel';
import { recordStates } from '../../support/recorder';

const USER: MessengerUser = { id: 7, firstName: 'Alex', lastName: '', username: null, languageCode: 'en', photoUrl: null };

describe('HomeViewModel: the balance card (spec §2)', () => {
  it('is shown only with a messenger user, and follows the balance (null while unknown)', () => {
    const session = observable({ messengerUser: null as MessengerUser | null, balance: null as number | null });
    const vm = new HomeViewModel({ session });
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
