use std::collections::{HashMap, HashSet};

impl Solution {
    /// The shared elements that stay keep their old order: at most the longest increasing
    /// subsequence of their old indices, read in new order, can stay.
    pub fn reconcile_ops(old_keys: Vec<i32>, new_keys: Vec<i32>) -> Vec<i32> {
        let at: HashMap<i32, usize> = old_keys.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let new_set: HashSet<i32> = new_keys.iter().copied().collect();
        let removed = old_keys.iter().filter(|k| !new_set.contains(k)).count();
        let seq: Vec<usize> = new_keys.iter().filter_map(|k| at.get(k).copied()).collect();
        let mut tails: Vec<usize> = Vec::new();
        for &x in &seq {
            let j = tails.partition_point(|&t| t < x);
            if j == tails.len() {
                tails.push(x);
            } else {
                tails[j] = x;
            }
        }
        vec![
            removed as i32,
            (new_keys.len() - seq.len()) as i32,
            (seq.len() - tails.len()) as i32,
        ]
    }
}
