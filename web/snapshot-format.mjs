// A Pyodide memory snapshot as stored in the Cache API: sparse, since most of the heap is zeros
// (~31 MB of memory is ~14 MB of pages with something in them). Shared by web/start.mjs, which
// reads it, and web/snapshot.mjs, which writes it.
//
// Layout (little-endian 32-bit words): MAGIC, the snapshot's length, the page size, the number of
// pages stored, their indices, then the pages themselves. unpack() returns null for anything else.

export const SNAPSHOT_URL = new URL("./snapshot.bin", import.meta.url).href;
const MAGIC = 0x504e5354; // "TSNP"
const PAGE = 4096;

export function pack(snapshot) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength >> 2);
  const pages = Math.ceil(snapshot.length / PAGE);
  const kept = [];
  for (let p = 0; p < pages; p++) {
    const end = Math.min((p + 1) * PAGE, snapshot.length) >> 2;
    for (let i = (p * PAGE) >> 2; i < end; i++) {
      if (words[i] !== 0) { kept.push(p); break; }
    }
  }
  const head = 4 + kept.length;
  const out = new Uint8Array(head * 4 + kept.length * PAGE);
  const outWords = new Uint32Array(out.buffer, 0, head);
  outWords.set([MAGIC, snapshot.length, PAGE, kept.length]);
  outWords.set(kept, 4);
  kept.forEach((p, k) => out.set(snapshot.subarray(p * PAGE, Math.min((p + 1) * PAGE, snapshot.length)), head * 4 + k * PAGE));
  return out;
}

export function unpack(bytes) {
  if (bytes.length < 16 || bytes.length % 4) return null;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  const [magic, length, page, count] = words;
  const head = 4 + count;
  if (magic !== MAGIC || page !== PAGE || length % 16 || bytes.length !== head * 4 + count * PAGE) return null;
  const pages = Math.ceil(length / PAGE);
  const out = new Uint8Array(length);
  for (let k = 0; k < count; k++) {
    const p = words[4 + k];
    if (p >= pages) return null;
    const start = head * 4 + k * PAGE;
    out.set(bytes.subarray(start, start + Math.min(PAGE, length - p * PAGE)), p * PAGE);
  }
  return out;
}
