/// One undoable step: what it appended, or what it removed.
enum Step {
    Append(String),
    Backspace(String),
}

/// The history keeps each step's inverse rather than snapshots, so an operation costs only the
/// characters it touches.
struct TextEditor {
    buf: String,
    done: Vec<Step>,
    undone: Vec<Step>,
}

impl TextEditor {
    fn new() -> Self {
        TextEditor { buf: String::new(), done: Vec::new(), undone: Vec::new() }
    }

    fn apply(buf: &mut String, step: &Step) {
        match step {
            Step::Append(t) => buf.push_str(t),
            Step::Backspace(t) => buf.truncate(buf.len() - t.len()),
        }
    }

    fn revert(buf: &mut String, step: &Step) {
        match step {
            Step::Append(t) => buf.truncate(buf.len() - t.len()),
            Step::Backspace(t) => buf.push_str(t),
        }
    }

    fn record(&mut self, step: Step) {
        Self::apply(&mut self.buf, &step);
        self.done.push(step);
        self.undone.clear();
    }

    fn append(&mut self, text: String) {
        self.record(Step::Append(text));
    }

    fn backspace(&mut self, k: i32) -> String {
        let removed = self.tail(k);
        self.record(Step::Backspace(removed.clone()));
        removed
    }

    fn undo(&mut self) -> bool {
        match self.done.pop() {
            Some(step) => {
                Self::revert(&mut self.buf, &step);
                self.undone.push(step);
                true
            }
            None => false,
        }
    }

    fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(step) => {
                Self::apply(&mut self.buf, &step);
                self.done.push(step);
                true
            }
            None => false,
        }
    }

    fn tail(&self, k: i32) -> String {
        let start = self.buf.len().saturating_sub(k as usize);
        self.buf[start..].to_string()
    }

    fn length(&self) -> i32 {
        self.buf.len() as i32
    }
}
