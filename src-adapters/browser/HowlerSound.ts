import type { PlayOptions, Sound, SoundId } from '@domain/ports/Sound';
import { queueBehindTasks } from './mainThread';
import type * as SoundSynthesis from './soundSynthesis';

type HowlerModule = { readonly Howler: { ctx?: AudioContext | null; masterGain?: GainNode; volume(): number } };
type Synthesis = typeof SoundSynthesis;

/**
 * Sounds through howler's shared, auto-unlocked AudioContext (so the messenger's mute and
 * howler's global volume apply). The sounds are synthesised into AudioBuffers — nothing to
 * download — and started on the audio clock, so a tick scheduled 3.2 s ahead sounds at 3.2 s
 * however busy the main thread is. howler and the synthesis are loaded lazily, on first use (the
 * first screen never waits for them).
 */
export class HowlerSound implements Sound {
  private howler: Promise<[HowlerModule, Synthesis]> | null = null;
  private synthesis: Synthesis | null = null;
  private readonly buffers = new Map<SoundId, AudioBuffer>();
  private readonly playing = new Set<AudioBufferSourceNode>();
  private context: AudioContext | null = null;
  private output: AudioNode | null = null;

  /**
   * Gets the sounds ready ahead of their first play, after the frame being drawn is on screen: a
   * preload asked for where a tap changes the screen (the countdown) must not hold that frame back
   * (making the AudioContext and synthesising the buffers took ~160 ms at 4x CPU). Each buffer is
   * made in a task of its own.
   */
  async preload(ids: readonly SoundId[]): Promise<void> {
    await afterNextFrame();
    const ready = await this.ready();
    if (!ready) return;
    for (const id of ids) {
      await queueBehindTasks();
      this.buffer(id);
    }
  }

  play(id: SoundId, options: PlayOptions = {}): void {
    if (this.context && this.output) {
      this.start(id, options);
      return;
    }
    // Not loaded yet: load, then play what is still in the future.
    const requestedAt = performance.now();
    void this.ready().then((ready) => {
      if (!ready) return;
      const late = (performance.now() - requestedAt) / 1000;
      const delay = (options.delaySeconds ?? 0) - late;
      if (delay >= -0.05) this.start(id, { ...options, delaySeconds: Math.max(0, delay) });
    });
  }

  stopAll(): void {
    for (const source of this.playing) {
      try {
        source.stop();
      } catch {
        /* already stopped */
      }
    }
    this.playing.clear();
  }

  private async ready(): Promise<boolean> {
    this.howler ??= Promise.all([import('howler') as Promise<HowlerModule>, import('./soundSynthesis')]);
    try {
      const [{ Howler }, synthesis] = await this.howler;
      this.synthesis = synthesis;
      // howler makes its AudioContext on first use of its API, not on import: asking the volume does it.
      if (!Howler.ctx) Howler.volume();
      const ctx = Howler.ctx;
      if (!ctx) return false;
      this.context = ctx;
      this.output = (Howler.masterGain as GainNode | undefined) ?? ctx.destination;
      if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
      return true;
    } catch {
      return false;
    }
  }

  private start(id: SoundId, options: PlayOptions): void {
    const ctx = this.context;
    const output = this.output;
    if (!ctx || !output) return;
    const source = ctx.createBufferSource();
    source.buffer = this.buffer(id);
    const gain = ctx.createGain();
    gain.gain.value = options.volume ?? 1;
    source.connect(gain).connect(output);
    source.onended = () => this.playing.delete(source);
    this.playing.add(source);
    source.start(ctx.currentTime + Math.max(0, options.delaySeconds ?? 0));
  }

  private buffer(id: SoundId): AudioBuffer {
    const cached = this.buffers.get(id);
    if (cached) return cached;
    const ctx = this.context as AudioContext;
    const made = (this.synthesis as Synthesis).synthesise(ctx, id);
    this.buffers.set(id, made);
    return made;
  }
}

/** Resolves in a task after the next animation frame (so after it is drawn); at once where there are no frames. */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => void queueBehindTasks().then(resolve));
  });
}
