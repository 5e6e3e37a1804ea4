use std::collections::HashMap;

impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut seen: HashMap<i64, i32> = HashMap::with_capacity(nums.len());
        for (i, &x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target as i64 - x as i64)) {
                return vec![j, i as i32];
            }
            seen.insert(x as i64, i as i32);
        }
        vec![]
    }
}
