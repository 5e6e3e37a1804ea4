impl Solution {
    /// Breadth-first search over amounts: the first time `amount` is reached uses the fewest coins.
    pub fn coin_change(coins: Vec<i32>, amount: i32) -> i32 {
        let target = amount as usize;
        if target == 0 {
            return 0;
        }
        let mut seen = vec![false; target + 1];
        seen[0] = true;
        let mut frontier = vec![0usize];
        let mut steps = 0;
        while !frontier.is_empty() {
            steps += 1;
            let mut next = Vec::new();
            for &x in &frontier {
                for &c in &coins {
                    let y = x + c as usize;
                    if y == target {
                        return steps;
                    }
                    if y < target && !seen[y] {
                        seen[y] = true;
                        next.push(y);
                    }
                }
            }
            frontier = next;
        }
        -1
    }
}
