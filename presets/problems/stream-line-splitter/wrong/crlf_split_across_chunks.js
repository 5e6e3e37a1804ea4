// Handles "\r\n" only inside one chunk: a "\r" ending one chunk and a "\n" starting the next
// are read as two line ends, producing an extra empty line.
function createLineSplitter(onLine) {
  let parts = [];
  let ended = false;
  let count = 0;
  const emit = () => {
    count++;
    onLine(parts.join(""));
    parts = [];
  };
  return {
    push(chunk) {
      if (ended) throw new Error("push() after end()");
      let start = 0;
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (c === "\n" && i > 0 && chunk[i - 1] === "\r") {
          start = i + 1;
          continue;
        }
        if (c === "\n" || c === "\r") {
          parts.push(chunk.slice(start, i));
          emit();
          start = i + 1;
        }
      }
      if (start < chunk.length) parts.push(chunk.slice(start));
    },
    end() {
      if (ended) throw new Error("end() called twice");
      ended = true;
      if (parts.length > 0) emit();
      return count;
    },
  };
}
