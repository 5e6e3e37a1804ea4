//! `mashang` binary: parses the command line and hands off to the core and adapters.
fn main() {}
