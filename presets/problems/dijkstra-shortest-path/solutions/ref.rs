use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, m, s) = (it.next().unwrap() as usize, it.next().unwrap() as usize, it.next().unwrap() as usize);
    let mut adj: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let (u, v, w) = (it.next().unwrap() as usize, it.next().unwrap() as usize, it.next().unwrap());
        adj[u].push((v, w));
    }
    let mut dist: Vec<Option<u64>> = vec![None; n + 1];
    dist[s] = Some(0);
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0u64, s)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if dist[u].is_some_and(|best| d > best) {
            continue;
        }
        for &(v, w) in &adj[u] {
            let nd = d + w;
            if dist[v].map_or(true, |best| nd < best) {
                dist[v] = Some(nd);
                heap.push(Reverse((nd, v)));
            }
        }
    }
    let line: Vec<String> = dist[1..].iter().map(|d| d.map_or("-1".to_string(), |x| x.to_string())).collect();
    let mut out = io::stdout().lock();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
