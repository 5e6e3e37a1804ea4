use std::collections::{HashMap, HashSet};

/// Per item: units on the shelf and units held by open reservations. Each order id keeps its
/// reservation while it is open and is remembered for ever, so it is never reused.
struct Inventory {
    shelf: HashMap<String, i32>,
    held: HashMap<String, i32>,
    open: HashMap<String, (String, i32)>,
    used: HashSet<String>,
}

impl Inventory {
    fn new() -> Self {
        Inventory { shelf: HashMap::new(), held: HashMap::new(), open: HashMap::new(), used: HashSet::new() }
    }

    fn restock(&mut self, item: String, qty: i32) {
        *self.shelf.entry(item).or_insert(0) += qty;
    }

    fn reserve(&mut self, order_id: String, item: String, qty: i32) -> bool {
        let on_shelf = self.shelf.get(&item).copied().unwrap_or(0);
        if self.used.contains(&order_id) || on_shelf < qty {
            return false;
        }
        self.used.insert(order_id.clone());
        self.shelf.insert(item.clone(), on_shelf - qty);
        *self.held.entry(item.clone()).or_insert(0) += qty;
        self.open.insert(order_id, (item, qty));
        true
    }

    fn cancel(&mut self, order_id: String) -> bool {
        match self.open.remove(&order_id) {
            Some((item, qty)) => {
                *self.held.entry(item.clone()).or_insert(0) -= qty;
                *self.shelf.entry(item).or_insert(0) += qty;
                true
            }
            None => false,
        }
    }

    fn fulfill(&mut self, order_id: String) -> bool {
        match self.open.remove(&order_id) {
            Some((item, qty)) => {
                *self.held.entry(item).or_insert(0) -= qty;
                true
            }
            None => false,
        }
    }

    fn available(&self, item: String) -> i32 {
        self.shelf.get(&item).copied().unwrap_or(0)
    }

    fn reserved(&self, item: String) -> i32 {
        self.held.get(&item).copied().unwrap_or(0)
    }
}
