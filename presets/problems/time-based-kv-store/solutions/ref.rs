use std::collections::HashMap;

/// Per key, its versions in increasing time (writes arrive in increasing time).
struct TimeMap {
    versions: HashMap<String, Vec<(i32, String)>>,
}

impl TimeMap {
    fn new() -> Self {
        TimeMap { versions: HashMap::new() }
    }

    fn set(&mut self, key: String, value: String, timestamp: i32) {
        self.versions.entry(key).or_default().push((timestamp, value));
    }

    fn get(&self, key: String, timestamp: i32) -> String {
        let Some(v) = self.versions.get(&key) else { return String::new() };
        let after = v.partition_point(|(t, _)| *t <= timestamp);
        if after == 0 { String::new() } else { v[after - 1].1.clone() }
    }
}
