/// Per index, (snap id, value) changes with increasing ids; a get is one binary search.
struct SnapshotArray {
    current: i32,
    history: Vec<Vec<(i32, i32)>>,
}

impl SnapshotArray {
    fn new(length: i32) -> Self {
        SnapshotArray { current: 0, history: vec![Vec::new(); length as usize] }
    }

    fn set(&mut self, index: i32, val: i32) {
        let current = self.current;
        let h = &mut self.history[index as usize];
        match h.last_mut() {
            Some((id, v)) if *id == current => *v = val,
            _ => h.push((current, val)),
        }
    }

    fn snap(&mut self) -> i32 {
        self.current += 1;
        self.current - 1
    }

    fn get(&self, index: i32, snap_id: i32) -> i32 {
        let h = &self.history[index as usize];
        let after = h.partition_point(|&(id, _)| id <= snap_id);
        if after == 0 { 0 } else { h[after - 1].1 }
    }
}
