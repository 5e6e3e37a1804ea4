use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq)]
enum State {
    Running,
    Done(i32),
}

/// key -> (state, expiry). A record whose expiry has come is treated as absent (and dropped when
/// met), whatever its state.
struct IdempotencyStore {
    ttl: i32,
    records: HashMap<String, (State, i32)>,
}

impl IdempotencyStore {
    fn new(ttl: i32) -> Self {
        IdempotencyStore { ttl, records: HashMap::new() }
    }

    fn live(&mut self, key: &str, now: i32) -> Option<State> {
        match self.records.get(key) {
            Some(&(_, expiry)) if expiry <= now => {
                self.records.remove(key);
                None
            }
            Some(&(state, _)) => Some(state),
            None => None,
        }
    }

    fn begin(&mut self, key: String, now: i32) -> i32 {
        match self.live(&key, now) {
            None => {
                self.records.insert(key, (State::Running, now + self.ttl));
                0
            }
            Some(State::Running) => 1,
            Some(State::Done(_)) => 2,
        }
    }

    fn finish(&mut self, key: String, result: i32, now: i32) -> bool {
        if self.live(&key, now) != Some(State::Running) {
            return false;
        }
        self.records.insert(key, (State::Done(result), now + self.ttl));
        true
    }

    fn abort(&mut self, key: String, now: i32) -> bool {
        if self.live(&key, now) != Some(State::Running) {
            return false;
        }
        self.records.remove(&key);
        true
    }

    fn result(&mut self, key: String, now: i32) -> i32 {
        match self.live(&key, now) {
            Some(State::Done(r)) => r,
            _ => -1,
        }
    }
}
