import type { SoundId } from '@domain/ports/Sound';
import { seededRandom } from '@domain/shared/seededRandom';

/** Small procedural sounds: a click, a thud, a chime, a whoosh. */
export function synthesise(ctx: BaseAudioContext, id: SoundId): AudioBuffer {
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
