impl Solution {
    /// Prefix sums give each item's top; binary search finds the first item reaching below
    /// scroll_top and the last one starting above the viewport's bottom.
    pub fn visible_range(heights: Vec<i32>, queries: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let n = heights.len();
        let mut tops: Vec<i64> = Vec::with_capacity(n + 1);
        tops.push(0);
        for &h in &heights {
            let last = *tops.last().unwrap_or(&0);
            tops.push(last + h as i64);
        }
        // Index of the last top <= y (tops[0] = 0 <= y always).
        let last_top_at_or_above = |y: i64| tops.partition_point(|&t| t <= y) - 1;
        queries
            .iter()
            .map(|q| {
                let (scroll, viewport, overscan) = (q[0] as i64, q[1] as i64, q[2] as usize);
                if n == 0 || scroll >= tops[n] {
                    return vec![-1, -1, -1];
                }
                let first = last_top_at_or_above(scroll);
                let last = last_top_at_or_above(scroll + viewport - 1).min(n - 1);
                let start = first.saturating_sub(overscan);
                let end = (last + overscan).min(n - 1);
                vec![start as i32, end as i32, tops[start] as i32]
            })
            .collect()
    }
}
