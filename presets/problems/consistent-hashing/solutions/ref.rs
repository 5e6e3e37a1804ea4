use std::collections::{BTreeSet, HashSet};

fn fnv1a(text: &str) -> u32 {
    text.bytes().fold(2_166_136_261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16_777_619))
}

/// Virtual nodes as (position, node) in an ordered set: a lookup is one range query.
struct ConsistentHashRing {
    replicas: i32,
    nodes: HashSet<String>,
    points: BTreeSet<(u32, String)>,
}

impl ConsistentHashRing {
    fn new(replicas: i32) -> Self {
        ConsistentHashRing { replicas, nodes: HashSet::new(), points: BTreeSet::new() }
    }

    fn add_node(&mut self, node: String) {
        if !self.nodes.insert(node.clone()) {
            return;
        }
        for i in 0..self.replicas {
            self.points.insert((fnv1a(&format!("{node}#{i}")), node.clone()));
        }
    }

    fn remove_node(&mut self, node: String) {
        if !self.nodes.remove(&node) {
            return;
        }
        for i in 0..self.replicas {
            self.points.remove(&(fnv1a(&format!("{node}#{i}")), node.clone()));
        }
    }

    fn get_node(&self, key: String) -> String {
        let from = (fnv1a(&key), String::new());
        self.points
            .range(from..)
            .next()
            .or_else(|| self.points.iter().next())
            .map(|(_, node)| node.clone())
            .unwrap_or_default()
    }
}
