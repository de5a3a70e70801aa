import type { PlayOptions, Sound, SoundId } from '@domain/ports/Sound';

/** Records what would have played; used by tests and wherever sound is off. */
export class SilentSound implements Sound {
  readonly played: { id: SoundId; options: PlayOptions | undefined }[] = [];

  async preload(): Promise<void> {}

  play(id: SoundId, options?: PlayOptions): void {
    this.played.push({ id, options });
  }

  stopAll(): void {}
}
