impl Solution {
    pub fn search(nums: Vec<i32>, target: i32) -> i32 {
        // Half-open [lo, hi): no signed arithmetic, no underflow at hi = 0.
        let (mut lo, mut hi) = (0usize, nums.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match nums[mid].cmp(&target) {
                std::cmp::Ordering::Equal => return mid as i32,
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
            }
        }
        -1
    }
}
