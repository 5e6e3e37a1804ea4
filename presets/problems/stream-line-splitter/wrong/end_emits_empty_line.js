function createLineSplitter(onLine) {
  let current = "";
  let afterCR = false;
  let ended = false;
  let count = 0;
  const emit = () => {
    count++;
    onLine(current);
    current = "";
  };
  return {
    push(chunk) {
      if (ended) throw new Error("push() after end()");
      for (const c of chunk) {
        if (afterCR && c === "\n") {
          afterCR = false;
          continue;
        }
        afterCR = false;
        if (c === "\n" || c === "\r") {
          emit();
          afterCR = c === "\r";
        } else current += c;
      }
    },
    end() {
      if (ended) throw new Error("end() called twice");
      ended = true;
      emit(); // also emits an empty "line" after a final line break, or for empty input
      return count;
    },
  };
}
