use std::collections::HashMap;

/// Balances plus a running total of the money in open accounts. Every operation checks all it
/// needs before changing anything, so a refused one changes nothing.
struct Ledger {
    balances: HashMap<String, i64>,
    sum: i64,
}

impl Ledger {
    fn new() -> Self {
        Ledger { balances: HashMap::new(), sum: 0 }
    }

    fn open(&mut self, account: String) -> bool {
        if self.balances.contains_key(&account) {
            return false;
        }
        self.balances.insert(account, 0);
        true
    }

    fn deposit(&mut self, account: String, amount: i64) -> bool {
        match self.balances.get_mut(&account) {
            Some(b) => {
                *b += amount;
                self.sum += amount;
                true
            }
            None => false,
        }
    }

    fn withdraw(&mut self, account: String, amount: i64) -> bool {
        match self.balances.get_mut(&account) {
            Some(b) if *b >= amount => {
                *b -= amount;
                self.sum -= amount;
                true
            }
            _ => false,
        }
    }

    fn transfer(&mut self, src: String, dst: String, amount: i64) -> bool {
        if src == dst || !self.balances.contains_key(&dst) {
            return false;
        }
        match self.balances.get_mut(&src) {
            Some(b) if *b >= amount => *b -= amount,
            _ => return false,
        }
        if let Some(d) = self.balances.get_mut(&dst) {
            *d += amount;
        }
        true
    }

    fn close(&mut self, account: String) -> i64 {
        match self.balances.remove(&account) {
            Some(paid) => {
                self.sum -= paid;
                paid
            }
            None => -1,
        }
    }

    fn balance(&self, account: String) -> i64 {
        self.balances.get(&account).copied().unwrap_or(-1)
    }

    fn total(&self) -> i64 {
        self.sum
    }
}
