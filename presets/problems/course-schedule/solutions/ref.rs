impl Solution {
    /// Iterative three-colour DFS: 0 = unvisited, 1 = on the current path, 2 = done.
    pub fn can_finish(num_courses: i32, prerequisites: Vec<Vec<i32>>) -> bool {
        let n = num_courses as usize;
        let mut unlocks = vec![Vec::new(); n];
        for p in &prerequisites {
            unlocks[p[1] as usize].push(p[0] as usize);
        }
        let mut colour = vec![0u8; n];
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for start in 0..n {
            if colour[start] != 0 {
                continue;
            }
            colour[start] = 1;
            stack.push((start, 0));
            while let Some(&mut (u, ref mut next)) = stack.last_mut() {
                if *next < unlocks[u].len() {
                    let v = unlocks[u][*next];
                    *next += 1;
                    match colour[v] {
                        1 => return false,
                        0 => {
                            colour[v] = 1;
                            stack.push((v, 0));
                        }
                        _ => {}
                    }
                } else {
                    colour[u] = 2;
                    stack.pop();
                }
            }
        }
        true
    }
}
