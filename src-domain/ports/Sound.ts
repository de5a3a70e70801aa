export type SoundId = 'tick' | 'explosion' | 'win' | 'open';

export interface PlayOptions {
  /** 0..1 */
  readonly volume?: number;
  /** Seconds from now on the audio clock; 0 or absent plays at once. */
  readonly delaySeconds?: number;
}

export interface Sound {
  /** Loads the sounds ahead of use; safe to call many times. */
  preload(ids: readonly SoundId[]): Promise<void>;
  play(id: SoundId, options?: PlayOptions): void;
  /** Stops everything playing or scheduled. */
  stopAll(): void;
}
