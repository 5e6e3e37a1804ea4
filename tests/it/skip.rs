//! Visible skips: a test that cannot run here (a language runtime, root or a data set is missing)
//! says so on the terminal even when cargo test captures its output, and `.ci/run` fails on it.

use std::io::Write;

use mashang_core::problem::Lang;

/// Print `SKIPPED <what>: <reason> (to run it: <install>)` straight to stderr: libtest captures
/// `eprintln!` of passing tests, so a skip printed that way would look like a pass.
pub(crate) fn skip(what: &str, reason: &str, install: &str) {
    let _ = writeln!(std::io::stderr(), "SKIPPED {what}: {reason} (to run it: {install})");
}

/// Whether `lang`'s toolchain runs here; if not, a visible skip line for `what`.
pub(crate) fn runtime(lang: Lang, what: &str) -> bool {
    let (cmd, arg, install) = match lang {
        Lang::Python => ("python3", "--version", "apt-get install python3"),
        Lang::JavaScript => ("node", "--version", "apt-get install nodejs"),
        Lang::Cpp => ("g++", "--version", "apt-get install g++"),
        Lang::Java => ("javac", "-version", "apt-get install default-jdk-headless"),
        Lang::Go => ("go", "version", "apt-get install golang-go"),
        Lang::Rust => ("rustc", "--version", "rustup toolchain install stable"),
    };
    let ok = std::process::Command::new(cmd).arg(arg).output().is_ok_and(|o| o.status.success());
    if !ok {
        skip(what, &format!("no {cmd} on this machine"), install);
    }
    ok
}
