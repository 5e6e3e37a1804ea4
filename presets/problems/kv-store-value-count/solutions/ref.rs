use std::collections::HashMap;

/// The data plus a count of how many keys hold each value, kept up to date on every write so
/// count_value never scans.
struct KeyValueStore {
    data: HashMap<String, i32>,
    holders: HashMap<i32, i32>,
}

impl KeyValueStore {
    fn new() -> Self {
        KeyValueStore { data: HashMap::new(), holders: HashMap::new() }
    }

    fn drop_holder(&mut self, value: i32) {
        if let Some(n) = self.holders.get_mut(&value) {
            *n -= 1;
            if *n == 0 {
                self.holders.remove(&value);
            }
        }
    }

    fn set(&mut self, key: String, value: i32) -> i32 {
        let old = self.data.insert(key, value);
        if let Some(v) = old {
            self.drop_holder(v);
        }
        *self.holders.entry(value).or_insert(0) += 1;
        old.unwrap_or(-1)
    }

    fn get(&self, key: String) -> i32 {
        self.data.get(&key).copied().unwrap_or(-1)
    }

    fn remove(&mut self, key: String) -> bool {
        match self.data.remove(&key) {
            Some(v) => {
                self.drop_holder(v);
                true
            }
            None => false,
        }
    }

    fn count_value(&self, value: i32) -> i32 {
        self.holders.get(&value).copied().unwrap_or(0)
    }

    fn size(&self) -> i32 {
        self.data.len() as i32
    }
}
