impl Solution {
    /// Prefix and suffix maxima: O(n) time, O(n) space.
    pub fn trap(height: Vec<i32>) -> i64 {
        let n = height.len();
        let mut right_max = vec![0i32; n + 1];
        for i in (0..n).rev() {
            right_max[i] = right_max[i + 1].max(height[i]);
        }
        let mut left_max = 0i32;
        let mut water = 0i64;
        for i in 0..n {
            left_max = left_max.max(height[i]);
            water += (left_max.min(right_max[i]) - height[i]) as i64;
        }
        water
    }
}
