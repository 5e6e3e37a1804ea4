//! Architecture invariants checked on the source tree (rust-analyzer's "tidy" style): the core
//! names no platform, HTTP, SQL or CLI crate — those belong to `src/adapters` and `src/cli`.

use std::path::Path;

const FORBIDDEN_IN_CORE: &[&str] = &[
    "serenity",
    "poise",
    "teloxide",
    "reqwest",
    "rusqlite",
    "tokio_rusqlite",
    "clap",
    "figment",
    "backon",
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_core_names_no_platform_http_sql_or_cli_crate() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core"), &mut files);
    assert!(files.len() > 20, "core sources not found");
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for krate in FORBIDDEN_IN_CORE {
                if code.contains(&format!("{krate}::")) || code.contains(&format!("use {krate}")) {
                    offences.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(offences.is_empty(), "adapter crates named in src/core:\n{}", offences.join("\n"));
}

#[test]
fn the_sandbox_crate_knows_nothing_of_the_interview() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("sandbox/src"), &mut files);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(!text.contains("mashang::"), "{} depends on the bot", file.display());
    }
}
