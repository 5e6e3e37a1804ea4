//! Visible skips: a test that cannot run here (a language runtime, root or a data set is missing)
//! says so on the terminal even when cargo test captures its output, and `.ci/run` fails on it.

use std::io::Write;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use mashang_judge::problem::Lang;
use mashang_sandbox::languages::LanguageTable;

/// Skips so far in this test binary: each line carries the running count, so the last one printed
/// is the binary's total.
static SKIPS: AtomicUsize = AtomicUsize::new(0);

/// Print `SKIPPED <what>: <reason> (to run it: <install>) [skip n]` straight to stderr: libtest
/// captures `eprintln!` of passing tests, so a skip printed that way would look like a pass.
pub(crate) fn skip(what: &str, reason: &str, install: &str) {
    let n = SKIPS.fetch_add(1, Ordering::SeqCst) + 1;
    let _ =
        writeln!(std::io::stderr(), "SKIPPED {what}: {reason} (to run it: {install}) [skip {n}]");
}

/// Whether `lang`'s toolchain runs here, asked the way the judge asks (the sandbox's language
/// table, `MASHANG_SANDBOX_LANGUAGES` included); if not, a visible skip line for `what`.
pub(crate) fn runtime(lang: Lang, what: &str) -> bool {
    static TABLE: OnceLock<Option<LanguageTable>> = OnceLock::new();
    let install = match lang {
        Lang::Python => "apt-get install python3",
        Lang::JavaScript => "apt-get install nodejs",
        Lang::C => "apt-get install gcc",
        Lang::Cpp => "apt-get install g++",
        Lang::Java => "apt-get install default-jdk-headless",
        Lang::Go => "apt-get install golang-go",
        Lang::Rust => "rustup toolchain install stable",
    };
    let table = TABLE.get_or_init(|| LanguageTable::load_default().ok());
    let why = match table.as_ref().map(|t| t.runtime(lang.id())) {
        Some(Ok(_)) => return true,
        Some(Err(e)) => e.to_string(),
        None => "the sandbox's language table does not load".to_string(),
    };
    skip(what, &format!("no {} runtime ({why})", lang.id()), install);
    false
}
