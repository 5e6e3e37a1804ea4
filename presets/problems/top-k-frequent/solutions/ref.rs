use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

impl Solution {
    /// Counting plus a size-k min-heap: O(n + d log k).
    pub fn top_k_frequent(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let mut counts: HashMap<i32, usize> = HashMap::with_capacity(nums.len());
        for x in nums {
            *counts.entry(x).or_insert(0) += 1;
        }
        let k = k as usize;
        let mut heap = BinaryHeap::with_capacity(k + 1);
        for (value, c) in counts {
            heap.push(Reverse((c, value)));
            if heap.len() > k {
                heap.pop();
            }
        }
        heap.into_iter().map(|Reverse((_, value))| value).collect()
    }
}
