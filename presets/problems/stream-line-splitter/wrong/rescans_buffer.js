// Keeps the unfinished text in one string and splits all of it on every push: a long line that
// arrives in many chunks is scanned again and again (quadratic).
function createLineSplitter(onLine) {
  let buffer = "";
  let ended = false;
  let count = 0;
  let pendingCR = false;
  return {
    push(chunk) {
      if (ended) throw new Error("push() after end()");
      if (chunk.length === 0) return;
      if (pendingCR && chunk[0] === "\n") chunk = chunk.slice(1);
      pendingCR = chunk.endsWith("\r");
      buffer += chunk;
      const pieces = buffer.split(/\r\n|\r|\n/);
      buffer = pieces.pop();
      for (const p of pieces) {
        count++;
        onLine(p);
      }
    },
    end() {
      if (ended) throw new Error("end() called twice");
      ended = true;
      if (buffer.length > 0) {
        count++;
        onLine(buffer);
      }
      return count;
    },
  };
}
