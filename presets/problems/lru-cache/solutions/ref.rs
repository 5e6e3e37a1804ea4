use std::collections::HashMap;

/// Doubly linked list over a slab of nodes; index 0 is the sentinel.
struct LRUCache {
    capacity: usize,
    map: HashMap<i32, usize>,
    key: Vec<i32>,
    val: Vec<i32>,
    prev: Vec<usize>,
    next: Vec<usize>,
}

impl LRUCache {
    fn new(capacity: i32) -> Self {
        LRUCache { capacity: capacity as usize, map: HashMap::new(), key: vec![0], val: vec![0], prev: vec![0], next: vec![0] }
    }

    fn unlink(&mut self, i: usize) {
        let (p, n) = (self.prev[i], self.next[i]);
        self.next[p] = n;
        self.prev[n] = p;
    }

    fn push_front(&mut self, i: usize) {
        let first = self.next[0];
        self.prev[i] = 0;
        self.next[i] = first;
        self.prev[first] = i;
        self.next[0] = i;
    }

    fn get(&mut self, key: i32) -> i32 {
        match self.map.get(&key).copied() {
            Some(i) => {
                self.unlink(i);
                self.push_front(i);
                self.val[i]
            }
            None => -1,
        }
    }

    fn put(&mut self, key: i32, value: i32) {
        if let Some(&i) = self.map.get(&key) {
            self.val[i] = value;
            self.unlink(i);
            self.push_front(i);
            return;
        }
        let i = if self.map.len() == self.capacity {
            let last = self.prev[0];
            self.unlink(last);
            self.map.remove(&self.key[last]);
            last
        } else {
            self.key.push(0);
            self.val.push(0);
            self.prev.push(0);
            self.next.push(0);
            self.key.len() - 1
        };
        self.key[i] = key;
        self.val[i] = value;
        self.map.insert(key, i);
        self.push_front(i);
    }
}
