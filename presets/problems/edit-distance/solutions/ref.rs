impl Solution {
    pub fn min_distance(word1: String, word2: String) -> i32 {
        let (a, b) = (word1.as_bytes(), word2.as_bytes());
        let mut d = vec![vec![0i32; b.len() + 1]; a.len() + 1];
        for (i, row) in d.iter_mut().enumerate() {
            row[0] = i as i32;
        }
        for j in 0..=b.len() {
            d[0][j] = j as i32;
        }
        for i in 1..=a.len() {
            for j in 1..=b.len() {
                d[i][j] = if a[i - 1] == b[j - 1] {
                    d[i - 1][j - 1]
                } else {
                    1 + d[i - 1][j].min(d[i][j - 1]).min(d[i - 1][j - 1])
                };
            }
        }
        d[a.len()][b.len()]
    }
}
