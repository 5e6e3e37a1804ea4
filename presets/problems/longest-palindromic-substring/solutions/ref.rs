impl Solution {
    /// Expand around each of the 2n-1 centres; O(n^2) time, O(1) extra space.
    pub fn longest_palindrome(s: String) -> String {
        let b = s.as_bytes();
        let n = b.len() as i64;
        let (mut best_lo, mut best_hi) = (0i64, 1i64);
        for centre in 0..(2 * n - 1).max(0) {
            let (mut lo, mut hi) = (centre / 2, (centre + 1) / 2);
            while lo >= 0 && hi < n && b[lo as usize] == b[hi as usize] {
                lo -= 1;
                hi += 1;
            }
            if hi - lo - 1 > best_hi - best_lo {
                best_lo = lo + 1;
                best_hi = hi;
            }
        }
        s[best_lo as usize..best_hi as usize].to_string()
    }
}
