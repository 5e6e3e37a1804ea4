use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: u32 = input.trim().parse().unwrap();
    let mut out = String::with_capacity(n as usize * 8);
    for i in 1..=n {
        match (i % 3, i % 5) {
            (0, 0) => out.push_str("FizzBuzz"),
            (0, _) => out.push_str("Fizz"),
            (_, 0) => out.push_str("Buzz"),
            _ => out.push_str(&i.to_string()),
        }
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
