import { createContext, useContext, useEffect, useRef } from 'react';
import type { BottomButton, BottomButtonParams, MessengerControls } from '@domain/ports/MessengerControls';

/** What a screen's bottom buttons need of the messenger (the App provides it; none by default). */
export type BottomButtonsBridge = Pick<MessengerControls, 'bottomButtons' | 'setBottomButton' | 'onBottomButtonPressed'>;

const NO_NATIVE_BUTTONS: BottomButtonsBridge = { bottomButtons: [], setBottomButton: () => {}, onBottomButtonPressed: () => () => {} };

export const BottomButtonsContext = createContext<BottomButtonsBridge>(NO_NATIVE_BUTTONS);

/** A screen's main (or second) action: what it says, whether it can be pressed now, and what a press does. */
export interface PageAction {
  readonly text: string;
  readonly enabled: boolean;
  /** What the action started is under way: a spinner, and no second press. */
  readonly progress: boolean;
  readonly onPress: () => void;
}

/** How the messenger paints the button (`#rrggbb`); its own colours where absent. */
export type BottomButtonLook = Pick<BottomButtonParams, 'color' | 'textColor' | 'shine'>;

/** Which screen holds each button of a bridge now: a screen leaving does not hide the next one's button. */
const holders = new WeakMap<BottomButtonsBridge, Map<BottomButton, object>>();

/**
 * Gives the messenger's own bottom `button` to this screen while it is mounted: its text, state and
 * colours follow `action` (null hides it), a press runs the latest `onPress`, and leaving the screen
 * hides it. Returns whether the messenger draws it; false: the screen draws its own.
 */
export function useBottomButton(button: BottomButton, action: PageAction | null, look: BottomButtonLook = {}): boolean {
  const bridge = useContext(BottomButtonsContext);
  const native = bridge.bottomButtons.includes(button);
  const latest = useRef(action);
  latest.current = action;
  const [holder] = useRefOnce();

  useEffect(() => {
    if (!native) return undefined;
    const held = holders.get(bridge) ?? new Map<BottomButton, object>();
    holders.set(bridge, held);
    held.set(button, holder);
    const unfollow = bridge.onBottomButtonPressed(button, () => {
      const current = latest.current;
      if (current?.enabled && !current.progress) current.onPress();
    });
    return () => {
      unfollow();
      if (held.get(button) !== holder) return;
      held.delete(button);
      bridge.setBottomButton(button, null);
    };
  }, [bridge, native, button, holder]);

  const { text, enabled, progress } = action ?? { text: '', enabled: false, progress: false };
  const shown = action !== null;
  const { color, textColor, shine } = look;
  useEffect(() => {
    if (!native) return;
    bridge.setBottomButton(button, shown ? { text, enabled, progress, color, textColor, shine } : null);
  }, [bridge, native, button, shown, text, enabled, progress, color, textColor, shine]);

  return native;
}

function useRefOnce(): [object] {
  const ref = useRef<object | null>(null);
  ref.current ??= {};
  return [ref.current];
}
