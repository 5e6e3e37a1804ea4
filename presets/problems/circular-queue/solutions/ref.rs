/// A fixed array, the index of the front element and the element count.
struct MyCircularQueue {
    buf: Vec<i32>,
    head: usize,
    count: usize,
}

impl MyCircularQueue {
    fn new(k: i32) -> Self {
        MyCircularQueue { buf: vec![0; k as usize], head: 0, count: 0 }
    }

    fn en_queue(&mut self, value: i32) -> bool {
        if self.count == self.buf.len() {
            return false;
        }
        let at = (self.head + self.count) % self.buf.len();
        self.buf[at] = value;
        self.count += 1;
        true
    }

    fn de_queue(&mut self) -> bool {
        if self.count == 0 {
            return false;
        }
        self.head = (self.head + 1) % self.buf.len();
        self.count -= 1;
        true
    }

    fn front(&self) -> i32 {
        if self.count == 0 { -1 } else { self.buf[self.head] }
    }

    fn rear(&self) -> i32 {
        if self.count == 0 {
            -1
        } else {
            self.buf[(self.head + self.count - 1) % self.buf.len()]
        }
    }

    fn is_empty(&self) -> bool {
        self.count == 0
    }

    fn is_full(&self) -> bool {
        self.count == self.buf.len()
    }
}
