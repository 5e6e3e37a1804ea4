impl Solution {
    /// Union-find over land cells (path halving, union by size).
    pub fn num_islands(grid: Vec<String>) -> i32 {
        let rows = grid.len();
        let cols = grid[0].len();
        let land: Vec<&[u8]> = grid.iter().map(|r| r.as_bytes()).collect();
        let mut parent: Vec<usize> = (0..rows * cols).collect();
        let mut size = vec![1usize; rows * cols];
        fn find(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        let mut sets = 0i32;
        for r in 0..rows {
            for c in 0..cols {
                if land[r][c] != b'1' {
                    continue;
                }
                sets += 1;
                let here = r * cols + c;
                let mut neighbours = Vec::with_capacity(2);
                if r > 0 && land[r - 1][c] == b'1' {
                    neighbours.push(here - cols);
                }
                if c > 0 && land[r][c - 1] == b'1' {
                    neighbours.push(here - 1);
                }
                for other in neighbours {
                    let (a, b) = (find(&mut parent, here), find(&mut parent, other));
                    if a != b {
                        let (big, small) = if size[a] >= size[b] { (a, b) } else { (b, a) };
                        parent[small] = big;
                        size[big] += size[small];
                        sets -= 1;
                    }
                }
            }
        }
        sets
    }
}
