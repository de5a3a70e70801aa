import type { MessengerControls } from '@domain/ports/MessengerControls';

/**
 * The whole screen for a staged moment (the reel's countdown and spin): asked of the messenger
 * (Bot API 8.0) when the moment starts, given back when it ends — only if this stage asked for it,
 * so a player already in full screen, or one who left it mid-spin, is not moved about.
 */
export class FullscreenStage {
  private asked = false;

  constructor(private readonly messenger: Pick<MessengerControls, 'canFullscreen' | 'isFullscreen' | 'requestFullscreen' | 'exitFullscreen'>) {}

  set(on: boolean): void {
    if (on) {
      if (this.asked || !this.messenger.canFullscreen || this.messenger.isFullscreen) return;
      this.asked = true;
      this.messenger.requestFullscreen();
    } else if (this.asked) {
      this.asked = false;
      this.messenger.exitFullscreen();
    }
  }
}
