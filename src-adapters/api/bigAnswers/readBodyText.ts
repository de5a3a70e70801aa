import { mainThreadNow, queueBehindTasks } from '@adapters/browser/mainThread';
import { jsonMayHoldDirectionControls } from '@adapters/api/plainText';

/** An answer's body as the transport hands it over: a stream of bytes (browser or Node), or whole. */
export type BodySource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | ArrayBuffer | Uint8Array | string | null | undefined;

export interface BodyText {
  /** The whole text (joined from its pieces when first asked for). */
  readonly text: string;
  /** False only when no direction control can be in the text (raw, or as a `\u` escape). */
  readonly mayHoldDirectionControls: boolean;
}

/** Main-thread time one slice of reading may take before the page gets the thread back. */
const SLICE_MS = 8;
/**
 * A direction control's longest form in JSON is the 6-character escape `\u202e`: a piece is
 * searched together with this many characters of the one before it, so no escape split between
 * two pieces is missed.
 */
const OVERLAP = 5;

/**
 * Reads a body as the Fetch standard's text() decodes it (UTF-8, a byte-order mark dropped, bad
 * bytes replaced), piece by piece as the bytes arrive: an 18 MB answer is never decoded or searched
 * in one task, nor first gathered into one buffer by the browser. Between pieces the main thread is
 * handed back once a slice has run SLICE_MS. `onPiece` takes each piece of text as it is decoded.
 */
export async function readBodyText(source: BodySource, onPiece?: (piece: string) => void): Promise<BodyText> {
  if (typeof source === 'string') {
    onPiece?.(source);
    return { text: source, mayHoldDirectionControls: jsonMayHoldDirectionControls(source) };
  }
  const decoder = new TextDecoder('utf-8');
  const pieces: string[] = [];
  let mayHold = false;
  let tail = '';
  let sliceStart = mainThreadNow();
  const take = (bytes: Uint8Array, last: boolean) => {
    const piece = decoder.decode(bytes, { stream: !last });
    if (piece === '') return;
    pieces.push(piece);
    onPiece?.(piece);
    // The seam with the piece before, then the piece itself (never the two joined: a copy of each piece).
    mayHold ||= jsonMayHoldDirectionControls(tail + piece.slice(0, OVERLAP)) || jsonMayHoldDirectionControls(piece);
    tail = piece.length >= OVERLAP ? piece.slice(-OVERLAP) : (tail + piece).slice(-OVERLAP);
  };
  const breathe = async () => {
    if (mainThreadNow() - sliceStart < SLICE_MS) return;
    // Behind the tasks already queued, not ahead of them as a yield would go: over a fast network
    // the bytes never stop coming, and the parser's chunk (and its work) would wait for the last.
    await queueBehindTasks();
    sliceStart = mainThreadNow();
  };
  if (source === null || source === undefined) {
    // nothing to read
  } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    take(source instanceof ArrayBuffer ? new Uint8Array(source) : source, false);
  } else if (isReadableStream(source)) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        take(value, false);
        await breathe();
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const chunk of source) {
      take(chunk, false);
      await breathe();
    }
  }
  take(new Uint8Array(0), true);
  let text: string | null = null;
  return {
    // An answer parsed as it arrived never needs its text whole: joining 18 MB is a long task.
    get text() {
      text ??= pieces.length === 1 ? pieces[0]! : pieces.join('');
      return text;
    },
    mayHoldDirectionControls: mayHold,
  };
}

function isReadableStream(source: object): source is ReadableStream<Uint8Array> {
  return typeof (source as { getReader?: unknown }).getReader === 'function';
}
