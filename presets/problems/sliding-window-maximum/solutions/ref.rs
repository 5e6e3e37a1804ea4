use std::collections::VecDeque;

impl Solution {
    pub fn max_sliding_window(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let k = k as usize;
        let mut window: VecDeque<usize> = VecDeque::with_capacity(k);
        let mut out = Vec::with_capacity(nums.len() + 1 - k);
        for (i, &x) in nums.iter().enumerate() {
            while window.back().is_some_and(|&j| nums[j] <= x) {
                window.pop_back();
            }
            window.push_back(i);
            if i >= k && window.front() == Some(&(i - k)) {
                window.pop_front();
            }
            if i + 1 >= k {
                out.push(nums[window[0]]);
            }
        }
        out
    }
}
