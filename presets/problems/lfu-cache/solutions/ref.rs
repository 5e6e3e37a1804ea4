use std::collections::{BTreeMap, HashMap};

/// Each key remembers (value, count, tick of last use); each count keeps its keys ordered by tick,
/// so the victim is the first key of the lowest count's group. Ticks only grow, so the per-group
/// BTreeMap gives O(log n) per operation with no linked-list bookkeeping.
struct LFUCache {
    capacity: usize,
    tick: u64,
    entries: HashMap<i32, (i32, u32, u64)>,
    groups: HashMap<u32, BTreeMap<u64, i32>>,
    min_count: u32,
}

impl LFUCache {
    fn new(capacity: i32) -> Self {
        LFUCache {
            capacity: capacity as usize,
            tick: 0,
            entries: HashMap::new(),
            groups: HashMap::new(),
            min_count: 0,
        }
    }

    fn touch(&mut self, key: i32) {
        self.tick += 1;
        let tick = self.tick;
        let Some(e) = self.entries.get_mut(&key) else { return };
        let (count, last) = (e.1, e.2);
        e.1 += 1;
        e.2 = tick;
        if let Some(group) = self.groups.get_mut(&count) {
            group.remove(&last);
            if group.is_empty() {
                self.groups.remove(&count);
                if self.min_count == count {
                    self.min_count = count + 1;
                }
            }
        }
        self.groups.entry(count + 1).or_default().insert(tick, key);
    }

    fn get(&mut self, key: i32) -> i32 {
        if !self.entries.contains_key(&key) {
            return -1;
        }
        self.touch(key);
        self.entries[&key].0
    }

    fn put(&mut self, key: i32, value: i32) {
        if let Some(e) = self.entries.get_mut(&key) {
            e.0 = value;
            self.touch(key);
            return;
        }
        if self.entries.len() == self.capacity {
            if let Some(group) = self.groups.get_mut(&self.min_count) {
                if let Some((_, victim)) = group.pop_first() {
                    self.entries.remove(&victim);
                }
                if group.is_empty() {
                    self.groups.remove(&self.min_count);
                }
            }
        }
        self.tick += 1;
        self.entries.insert(key, (value, 1, self.tick));
        self.groups.entry(1).or_default().insert(self.tick, key);
        self.min_count = 1;
    }
}
