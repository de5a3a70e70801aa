import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBodyText } from '@adapters/api/bigAnswers/readBodyText';
import { jsonMayHoldDirectionControls } from '@adapters/api/plainText';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The same bytes cut at the given offsets, as a browser's stream of pieces. */
function webStream(data: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const edges = [0, ...[...new Set(cuts)].filter((c) => c > 0 && c < data.length).sort((a, b) => a - b), data.length];
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i + 1 >= edges.length) controller.close();
      else controller.enqueue(data.slice(edges[i]!, edges[++i]!));
    },
  });
}

describe('readBodyText: bytes as they arrive, decoded as the Fetch standard decodes text', () => {
  it('a multi-byte character or an escaped direction control cut between two pieces reads as one', async () => {
    const text = '{"name":"Нож | Градиент","note":"a\\u202eb"}';
    const data = bytes(text);
    for (let cut = 1; cut < data.length; cut++) {
      const read = await readBodyText(webStream(data, [cut]));
      expect(read.text).toBe(text);
      expect(read.mayHoldDirectionControls).toBe(true);
    }
  });

  it('any text cut anywhere: the same text and the same answer to "may it hold a direction control"', async () => {
    await fc.assert(fc.asyncProperty(
      fc.string({ unit: fc.oneof(fc.constantFrom('a', 'б', '😀', '\u202e', '\u200f', '\u061c', '\\', 'u', '2', '0', 'e', 'f', '6', '1', 'c', '9', '"'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) }),
      fc.array(fc.nat(200), { maxLength: 6 }),
      async (text, cuts) => {
        const read = await readBodyText(webStream(bytes(text), cuts));
        expect(read.text).toBe(text);
        expect(read.mayHoldDirectionControls).toBe(jsonMayHoldDirectionControls(text));
      },
    ), { numRuns: 300 });
  });

  it('the byte-order mark is dropped and bad bytes become U+FFFD, whatever the pieces', async () => {
    const data = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"a":"x'), 0xff, 0xfe, ...bytes('y"}')]);
    for (const cuts of [[], [1], [2, 9], [10, 11]]) {
      expect((await readBodyText(webStream(data, cuts))).text).toBe('{"a":"x\uFFFD\uFFFDy"}');
    }
  });

  it('a Node stream, whole bytes, a string and no body at all', async () => {
    const text = '{"inventory":[1,2,3]}';
    expect((await readBodyText(Readable.from([Buffer.from(text.slice(0, 5)), Buffer.from(text.slice(5))]))).text).toBe(text);
    expect((await readBodyText(bytes(text).buffer)).text).toBe(text);
    expect((await readBodyText(bytes(text))).text).toBe(text);
    expect(await readBodyText(text)).toEqual({ text, mayHoldDirectionControls: false });
    expect(await readBodyText(null)).toEqual({ text: '', mayHoldDirectionControls: false });
  });

  it('a body that breaks off is an error, not a shorter answer', async () => {
    let sent = false;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(bytes('{"inventory":['));
        } else controller.error(new Error('connection reset'));
      },
    });
    await expect(readBodyText(broken)).rejects.toThrow('connection reset');
  });

  it('a long body gives the main thread back between pieces', async () => {
    const piece = bytes(`"${'x'.repeat(64 * 1024)}",`);
    let pieces = 0;
    const long = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pieces++ < 400) controller.enqueue(piece);
        else controller.close();
      },
    });
    let timersRun = 0;
    const ticking = setInterval(() => { timersRun++; }, 0);
    try {
      const read = await readBodyText(long);
      expect(read.text.length).toBe(400 * piece.length);
    } finally {
      clearInterval(ticking);
    }
    // Other tasks ran while the 26 MB were read: the reading was never one task.
    expect(timersRun).toBeGreaterThan(0);
  });
});
