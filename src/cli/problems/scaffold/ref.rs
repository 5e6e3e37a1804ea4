// TODO: the reference solution in Rust (the bank wants a compiled language too).
impl Solution {
    pub fn solve(nums: Vec<i32>) -> i64 {
        nums.iter().map(|&x| x as i64).sum()
    }
}
