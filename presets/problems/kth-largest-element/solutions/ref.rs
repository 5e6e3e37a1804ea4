impl Solution {
    pub fn find_kth_largest(mut nums: Vec<i32>, k: i32) -> i32 {
        let idx = nums.len() - k as usize;
        *nums.select_nth_unstable(idx).1
    }
}
