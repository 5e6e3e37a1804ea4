function createLineSplitter(onLine) {
  let parts = []; // pieces of the unfinished line, joined once it ends
  let afterCR = false; // the last character seen was "\r": a "\n" next belongs to it
  let ended = false;
  let count = 0;

  function emit() {
    const line = parts.join("");
    parts = [];
    count++;
    onLine(line);
  }

  return {
    push(chunk) {
      if (ended) throw new Error("push() after end()");
      let start = 0;
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (afterCR && c === "\n") {
          afterCR = false;
          start = i + 1;
          continue;
        }
        afterCR = false;
        if (c === "\n" || c === "\r") {
          parts.push(chunk.slice(start, i));
          emit();
          afterCR = c === "\r";
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
