/// Each entry keeps its value and the minimum of it and everything below it.
struct MinStack {
    items: Vec<(i32, i32)>,
}

impl MinStack {
    fn new() -> Self {
        MinStack { items: Vec::new() }
    }

    fn push(&mut self, val: i32) {
        let min = self.items.last().map_or(val, |&(_, m)| m.min(val));
        self.items.push((val, min));
    }

    fn pop(&mut self) {
        self.items.pop();
    }

    fn top(&self) -> i32 {
        self.items.last().map_or(0, |&(v, _)| v)
    }

    fn get_min(&self) -> i32 {
        self.items.last().map_or(0, |&(_, m)| m)
    }
}
