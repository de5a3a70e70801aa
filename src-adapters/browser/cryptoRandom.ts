import type { Random } from '@domain/ports/Random';

const words = new Uint32Array(2);

/**
 * The random port from the platform's CSPRNG (Web Crypto): 53 bits per draw, uniform in [0, 1).
 * The player's own client seed is drawn from it, so a server cannot guess it from a predictable
 * generator; everything else (the reel, the live feed's pacing) gets the same quality for free.
 */
export const cryptoRandom: Random = () => {
  crypto.getRandomValues(words);
  // 21 bits of one word and the 32 of the other: 53 bits, exactly representable in a double.
  return (((words[0] as number) >>> 11) * 2 ** 32 + (words[1] as number)) / 2 ** 53;
};
