import { describe, expect, it } from 'vitest';
import { GuardSwitch, MomentGuard } from '@ui/navigation/MomentGuard';
import { BackButtonController } from '@ui/navigation/BackButtonController';

function recordingMessenger() {
  const calls: string[] = [];
  return {
    calls,
    setClosingConfirmation: (on: boolean) => calls.push(`closing-confirmation:${on ? 'on' : 'off'}`),
    setVerticalSwipes: (on: boolean) => calls.push(`swipes:${on ? 'on' : 'off'}`),
  };
}

describe('MomentGuard: swipes off and closing confirmation on while any value moment holds it', () => {
  it('the first holder protects, the last one restores; holders in between change nothing', () => {
    const messenger = recordingMessenger();
    const guard = new MomentGuard(messenger);
    const opening = guard.hold();
    const payment = guard.hold();
    expect(messenger.calls).toEqual(['closing-confirmation:on', 'swipes:off']);
    opening();
    expect(guard.held).toBe(true);
    expect(messenger.calls).toHaveLength(2);
    payment();
    expect(messenger.calls).toEqual(['closing-confirmation:on', 'swipes:off', 'closing-confirmation:off', 'swipes:on']);
  });

  it('releasing twice releases once (an unmount after an error cannot unbalance it)', () => {
    const messenger = recordingMessenger();
    const guard = new MomentGuard(messenger);
    const first = guard.hold();
    const second = guard.hold();
    first();
    first();
    expect(guard.held).toBe(true);
    second();
    expect(guard.held).toBe(false);
  });

  it('a view-model’s switch holds once however often it is turned on', () => {
    const messenger = recordingMessenger();
    const guard = new MomentGuard(messenger);
    const moment = new GuardSwitch(guard);
    moment.set(true);
    moment.set(true);
    moment.set(false);
    moment.set(false);
    expect(messenger.calls).toEqual(['closing-confirmation:on', 'swipes:off', 'closing-confirmation:off', 'swipes:on']);
  });
});

describe('BackButtonController: a screen may hide the Back button for a while', () => {
  it('hidden while any screen asks, told to listeners on each change', () => {
    const controller = new BackButtonController();
    const seen: boolean[] = [];
    controller.subscribe(() => seen.push(controller.hidden));
    const a = controller.hide();
    const b = controller.hide();
    a();
    a();
    expect(controller.hidden).toBe(true);
    b();
    expect(controller.hidden).toBe(false);
    expect(seen).toEqual([true, true, true, false]);
  });
});
