/// New items go on `inbox`; `outbox` holds the oldest items reversed, so its top is the front.
/// Only an empty outbox is refilled, so each item moves once: amortised O(1).
struct StackQueue {
    inbox: Vec<i32>,
    outbox: Vec<i32>,
}

impl StackQueue {
    fn new() -> Self {
        StackQueue { inbox: Vec::new(), outbox: Vec::new() }
    }

    fn front_ready(&mut self) -> bool {
        if self.outbox.is_empty() {
            while let Some(x) = self.inbox.pop() {
                self.outbox.push(x);
            }
        }
        !self.outbox.is_empty()
    }

    fn push(&mut self, x: i32) {
        self.inbox.push(x);
    }

    fn pop(&mut self) -> i32 {
        if self.front_ready() {
            self.outbox.pop().unwrap_or(-1)
        } else {
            -1
        }
    }

    fn peek(&mut self) -> i32 {
        if self.front_ready() {
            *self.outbox.last().unwrap_or(&-1)
        } else {
            -1
        }
    }

    fn size(&self) -> i32 {
        (self.inbox.len() + self.outbox.len()) as i32
    }
}
