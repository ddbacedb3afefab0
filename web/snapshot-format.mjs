// A Pyodide memory snapshot as stored in the Cache API: sparse, since most of the heap is zeros
// (~31 MB of memory is ~14 MB of pages with something in them). Shared by web/start.mjs, which
// reads it, and web/snapshot.mjs, which writes it.
//
// Layout (little-endian 32-bit words): MAGIC, the snapshot's length, the page size, the number of
// pages stored, their indices (ascending), then the pages themselves. sparseStart() returns null for
// anything else.

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

// loadPyodide's options to start from packed bytes without unpacking them into a dense copy: Pyodide is
// given only its snapshot's header (whose length it reads as the whole snapshot's, so that its memory is
// made that big) and the stored pages are written straight into its memory once it is instantiated
// (through loadPyodide's `createPyodideModule`). A page not stored is zero in the snapshot; the fresh
// memory is zero too except where the instantiation wrote, which is found and cleared. Neither the 31 MB
// copy nor the writing of ~16 MB of zeros is done. `factory` is pyodide.asm.mjs's default export.
// Returns null for bytes that are not a packed snapshot.
export function sparseStart(bytes, factory) {
  if (bytes.length < 16 || bytes.length % 4) return null;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  const [magic, length, page, count] = words;
  const head = 4 + count;
  if (magic !== MAGIC || page !== PAGE || length % 16 || bytes.length !== head * 4 + count * PAGE) return null;
  if (count === 0 || words[4] !== 0) return null; // Pyodide's own header is in the first page
  const heapAt = words[head + 1]; // Pyodide's header: its second word is where the memory's image begins
  if (heapAt % 16 || heapAt < 16 || heapAt >= length) return null;
  const pages = Math.ceil(length / PAGE);
  const index = words.subarray(4, head);
  for (let k = 0; k < count; k++) {
    if (index[k] >= pages || (k && index[k] <= index[k - 1])) return null;
  }
  const header = new Uint8Array(heapAt);
  for (let k = 0; k < count && index[k] * PAGE < heapAt; k++) {
    const from = head * 4 + k * PAGE;
    header.set(bytes.subarray(from, from + Math.min(PAGE, heapAt - index[k] * PAGE)), index[k] * PAGE);
  }
  class Snapshot extends Uint8Array {
    get length() { return length; } // what Pyodide reads to size its memory
  }
  const snapshot = new Snapshot(header.buffer);
  async function createPyodideModule(settings) {
    const module = await factory(settings);
    const heap = module.HEAP8;
    const heapWords = new Int32Array(heap.buffer);
    let next = 0; // the next page of the snapshot not yet written
    const clear = (from, to) => { // snapshot bytes [from, to) are zero: make the memory's so
      const a = Math.max(from, heapAt) - heapAt, b = to - heapAt;
      for (let i = a >> 2; i < b >> 2; i++) {
        if (heapWords[i] !== 0) { heap.fill(0, a, b); return; }
      }
    };
    for (let k = 0; k < count; k++) {
      const p = index[k];
      if (p > next) clear(next * PAGE, p * PAGE);
      const start = Math.max(p * PAGE, heapAt), end = Math.min((p + 1) * PAGE, length);
      if (end > start) {
        const from = head * 4 + k * PAGE + (start - p * PAGE);
        heap.set(bytes.subarray(from, from + end - start), start - heapAt);
      }
      next = p + 1;
    }
    if (next < pages) clear(next * PAGE, length);
    return module;
  }
  return { _loadSnapshot: snapshot, createPyodideModule };
}
