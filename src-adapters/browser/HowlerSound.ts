import type { PlayOptions, Sound, SoundId } from '@domain/ports/Sound';
import { seededRandom } from '@domain/shared/seededRandom';

type HowlerModule = { readonly Howler: { ctx?: AudioContext | null; masterGain?: GainNode; volume(): number } };

/**
 * Sounds through howler's shared, auto-unlocked AudioContext (so the messenger's mute and
 * howler's global volume apply). The sounds are synthesised into AudioBuffers — nothing to
 * download — and started on the audio clock, so a tick scheduled 3.2 s ahead sounds at 3.2 s
 * however busy the main thread is. howler itself is loaded lazily, on first use.
 */
export class HowlerSound implements Sound {
  private howler: Promise<HowlerModule> | null = null;
  private readonly buffers = new Map<SoundId, AudioBuffer>();
  private readonly playing = new Set<AudioBufferSourceNode>();
  private context: AudioContext | null = null;
  private output: AudioNode | null = null;

  async preload(ids: readonly SoundId[]): Promise<void> {
    const ready = await this.ready();
    if (!ready) return;
    for (const id of ids) this.buffer(id);
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
    this.howler ??= import('howler') as Promise<HowlerModule>;
    try {
      const { Howler } = await this.howler;
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
    const made = synthesise(ctx, id);
    this.buffers.set(id, made);
    return made;
  }
}

/** Small procedural sounds: a click, a thud, a chime, a whoosh. */
function synthesise(ctx: BaseAudioContext, id: SoundId): AudioBuffer {
  const rate = ctx.sampleRate;
  const seconds = id === 'tick' ? 0.03 : id === 'explosion' ? 0.7 : id === 'win' ? 0.9 : 0.4;
  const buffer = ctx.createBuffer(1, Math.ceil(rate * seconds), rate);
  const data = buffer.getChannelData(0);
  const random = seededRandom(12345);
  const noise = () => random() * 2 - 1;
  for (let i = 0; i < data.length; i++) {
    const t = i / rate;
    let v = 0;
    if (id === 'tick') v = (Math.sin(2 * Math.PI * 2400 * t) * 0.6 + noise() * 0.4) * Math.exp(-t * 220);
    else if (id === 'explosion') v = (noise() * 0.8 + Math.sin(2 * Math.PI * 60 * t) * 0.5) * Math.exp(-t * 6);
    else if (id === 'win') {
      const notes = [523.25, 659.25, 783.99, 1046.5];
      const index = Math.min(notes.length - 1, Math.floor(t / 0.12));
      v = Math.sin(2 * Math.PI * (notes[index] as number) * t) * Math.exp(-(t - index * 0.12) * 5) * 0.5;
    } else v = noise() * Math.sin(Math.PI * (t / seconds)) * 0.4;
    data[i] = v;
  }
  return buffer;
}
