// The history keeps each step's inverse rather than snapshots, so an operation costs only the
// characters it touches.
class TextEditor {
  constructor() {
    this.buf = [];
    this.done = []; // [kind, text]
    this.undone = [];
  }

  _apply([kind, text]) {
    if (kind === "append") for (const c of text) this.buf.push(c);
    else this.buf.length -= text.length;
  }

  _revert([kind, text]) {
    if (kind === "append") this.buf.length -= text.length;
    else for (const c of text) this.buf.push(c);
  }

  _record(step) {
    this._apply(step);
    this.done.push(step);
    this.undone.length = 0;
  }

  append(text) {
    this._record(["append", text]);
  }

  backspace(k) {
    const removed = this.tail(k);
    this._record(["backspace", removed]);
    return removed;
  }

  undo() {
    if (!this.done.length) return false;
    const step = this.done.pop();
    this._revert(step);
    this.undone.push(step);
    return true;
  }

  redo() {
    if (!this.undone.length) return false;
    const step = this.undone.pop();
    this._apply(step);
    this.done.push(step);
    return true;
  }

  tail(k) {
    return this.buf.slice(Math.max(0, this.buf.length - k)).join("");
  }

  length() {
    return this.buf.length;
  }
}
