import { useEffect } from 'react';
import { useServices } from '@ui/services';

/**
 * A choice not yet chosen, by its accessible state: a tab, a toggle or a segment of a choice group
 * (MUI's ToggleButton), a filter chip, a radio. Switches are left out: their view-models feel them.
 */
const UNCHOSEN = '[role="tab"][aria-selected="false"], [aria-pressed="false"], [role="radio"][aria-checked="false"], input[type="radio"]:not(:checked)';

/** Whether a tap on `target` picks another choice of a picker (not the chosen one, not a disabled one). */
export function picksAnotherChoice(target: EventTarget | null): boolean {
  const choice = target instanceof Element ? target.closest(UNCHOSEN) : null;
  return choice !== null && !choice.matches(':disabled, [aria-disabled="true"]');
}

/**
 * Every picker of the app — choice groups, tabs, segmented controls, filter chips, whichever screen
 * draws them — gives a selection haptic when a tap picks another choice: heard once for the whole
 * document (before the tap changes the choice's state), so no picker can forget it. The player's
 * haptics switch gates it (the messenger the services hold honours it).
 */
export function usePickerHaptics(): void {
  const { messenger } = useServices();
  useEffect(() => {
    const tapped = (event: MouseEvent) => {
      if (picksAnotherChoice(event.target)) messenger.hapticSelection();
    };
    document.addEventListener('click', tapped, true);
    return () => document.removeEventListener('click', tapped, true);
  }, [messenger]);
}
