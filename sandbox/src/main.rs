//! `mashang-sandbox` binary: the CLI contract over the sandbox library.
fn main() {}
