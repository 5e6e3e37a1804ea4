//! Architecture invariants checked on the source tree (rust-analyzer's "tidy" style). The layering
//! itself is held by the compiler — `mashang-core` does not depend on any platform, HTTP, SQL or
//! process crate, so naming one there does not compile — and these tests keep the manifests from
//! quietly changing that: what each crate may depend on, `#![forbid(unsafe_code)]` everywhere but
//! the sandbox, and the core's clippy rules against file, process, environment and clock access.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `[dependencies]` names of a manifest (dev-dependencies excluded).
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap();
    let doc: toml::Table = toml::from_str(&text).unwrap();
    doc.get("dependencies")
        .and_then(|d| d.as_table())
        .map(|t| t.keys().cloned().collect())
        .unwrap_or_default()
}

fn crates() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    dirs.sort();
    dirs
}

/// Every crate under crates/ but the sandbox, the one crate that needs `unsafe` (raw clone,
/// seccomp, mounts) and exports a binary's surface.
fn crates_but_the_sandbox() -> Vec<PathBuf> {
    crates().into_iter().filter(|d| !d.ends_with("sandbox")).collect()
}

const PLATFORM_CRATES: &[&str] = &[
    "serenity",
    "poise",
    "teloxide",
    "reqwest",
    "hyper",
    "rusqlite",
    "tokio-rusqlite",
    "rusqlite_migration",
    "clap",
    "figment",
    "backon",
    "libc",
    "mashang-sandbox",
    "mashang-store-sqlite",
    "mashang-store-postgres",
    "tokio-postgres",
    "deadpool-postgres",
    "redis",
    "mashang-queue-redis",
    "mashang-llm",
    "mashang-telegram",
    "mashang-discord",
    "mashang-console",
    "mashang-exec-local",
    "mashang-bank",
    "mashang-chatkit",
];

/// The two domain crates: the interview and group domains, and the judge.
const DOMAIN_CRATES: [&str; 2] = ["core", "judge"];

#[test]
fn the_domain_crates_depend_on_no_platform_http_sql_process_or_adapter_crate() {
    for name in DOMAIN_CRATES {
        let deps = dependencies(&root().join(format!("crates/{name}/Cargo.toml")));
        assert!(deps.iter().any(|d| d == "mashang-protocol"), "manifest not read: {deps:?}");
        let offences: Vec<_> =
            deps.iter().filter(|d| PLATFORM_CRATES.contains(&d.as_str())).collect();
        assert!(offences.is_empty(), "mashang-{name} depends on {offences:?}");
    }
}

#[test]
fn the_judge_crate_knows_nothing_of_interviews_or_groups() {
    let deps = dependencies(&root().join("crates/judge/Cargo.toml"));
    assert!(deps.iter().any(|d| d == "mashang-protocol"), "manifest not read: {deps:?}");
    assert!(!deps.contains(&"mashang-core".to_string()), "the judge depends on mashang-core");
}

#[test]
fn the_domain_crates_use_tokio_without_files_network_or_processes() {
    for name in DOMAIN_CRATES {
        let text =
            std::fs::read_to_string(root().join(format!("crates/{name}/Cargo.toml"))).unwrap();
        let doc: toml::Table = toml::from_str(&text).unwrap();
        let tokio = &doc["dependencies"]["tokio"];
        let features: Vec<&str> =
            tokio["features"].as_array().unwrap().iter().filter_map(|f| f.as_str()).collect();
        for banned in ["fs", "net", "process", "io-std", "signal", "full"] {
            assert!(!features.contains(&banned), "mashang-{name} enables tokio/{banned}");
        }
    }
}

#[test]
fn the_domain_clippy_rules_forbid_files_processes_environment_and_clock() {
    for name in DOMAIN_CRATES {
        let file = format!("crates/{name}/clippy.toml");
        let text = std::fs::read_to_string(root().join(&file)).unwrap();
        for path in [
            "std::fs::read_to_string",
            "std::fs::write",
            "std::process::Command",
            "std::env::var",
            "std::time::SystemTime::now",
            "std::time::Instant::now",
            "chrono::Utc::now",
        ] {
            assert!(text.contains(&format!("\"{path}\"")), "{file} lacks {path}");
        }
    }
}

#[test]
fn only_the_local_executor_and_the_app_know_the_sandbox_crate() {
    for dir in crates() {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let deps = dependencies(&dir.join("Cargo.toml"));
        if name != "exec-local" {
            assert!(
                !deps.contains(&"mashang-sandbox".to_string()),
                "{name} depends on the sandbox"
            );
        }
    }
}

#[test]
fn chat_front_ends_share_the_kit_and_not_each_other() {
    for name in ["telegram", "discord"] {
        let deps = dependencies(&root().join(format!("crates/{name}/Cargo.toml")));
        assert!(deps.contains(&"mashang-chatkit".to_string()), "{name} does not use the kit");
        for other in [
            "mashang-telegram",
            "mashang-discord",
            "mashang-store-sqlite",
            "mashang-store-postgres",
            "mashang-llm",
        ] {
            assert!(!deps.contains(&other.to_string()), "{name} depends on {other}");
        }
    }
}

#[test]
fn every_crate_but_the_sandbox_forbids_unsafe_code() {
    let mut libs: Vec<PathBuf> =
        crates_but_the_sandbox().iter().map(|d| d.join("src/lib.rs")).collect();
    libs.push(root().join("src/lib.rs"));
    libs.push(root().join("src/main.rs"));
    assert!(libs.len() >= 11, "crates not found: {libs:?}");
    for lib in libs {
        let text = std::fs::read_to_string(&lib).unwrap();
        assert!(text.contains("#![forbid(unsafe_code)]"), "{} allows unsafe code", lib.display());
    }
}

#[test]
fn every_crate_but_the_sandbox_keeps_its_public_surface_reachable() {
    let mut libs: Vec<PathBuf> =
        crates_but_the_sandbox().iter().map(|d| d.join("src/lib.rs")).collect();
    libs.push(root().join("src/lib.rs"));
    assert!(libs.len() >= 11, "crates not found: {libs:?}");
    for lib in libs {
        let text = std::fs::read_to_string(&lib).unwrap();
        assert!(
            text.contains("#![warn(unreachable_pub)]"),
            "{} does not warn on unreachable `pub` items",
            lib.display()
        );
    }
}

#[test]
fn no_front_end_reads_session_state_to_pick_controls() {
    let mut files = Vec::new();
    for name in ["telegram", "discord", "console", "chatkit"] {
        rust_files(&root().join(format!("crates/{name}/src")), &mut files);
    }
    assert!(files.len() > 20, "front-end sources not found: {files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            !text.contains(".snapshot("),
            "{} reads session state (Engine::snapshot); use the TurnSummary the turn returned",
            file.display()
        );
    }
}

#[test]
fn the_front_ends_build_no_sandbox_and_no_service() {
    // The app builds them once (`App::build`, checked on the built graph in `app.rs`) and hands
    // them over as one `Services`.
    let mut files = Vec::new();
    for name in ["telegram", "discord", "console", "chatkit"] {
        rust_files(&root().join(format!("crates/{name}/src")), &mut files);
    }
    assert!(files.len() > 20, "front-end sources not found: {files:?}");
    let built = [
        "open_sandbox(",
        "mashang_sandbox::",
        "FairQueue::new(",
        "Engine::new(",
        "Drills::new(",
        "Duels::new(",
        "Pairs::new(",
    ];
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for call in built {
            assert!(!text.contains(call), "{} builds its own ({call})", file.display());
        }
    }
}

#[test]
fn no_test_knob_is_read_from_the_environment_by_the_app() {
    // Test knobs are configuration (`[testing]`) or `App::build_with`'s overrides, read through
    // `Config` like every other setting; the tests' own service URLs are read by the tests.
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    for dir in crates() {
        rust_files(&dir.join("src"), &mut files);
    }
    assert!(files.len() > 100, "sources not found: {files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            !text.contains("MASHANG_TEST_"),
            "{} names a MASHANG_TEST_ variable",
            file.display()
        );
    }
}

/// Whether `line` declares a `Result` whose error type is a bare `String` (`Result<T, String>`,
/// nested generics included).
fn string_error(line: &str) -> bool {
    line.match_indices("Result<").any(|(at, _)| {
        let mut depth = 0;
        for (i, c) in line[at + "Result".len()..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' if depth == 1 => {
                    let inner = &line[at + "Result<".len()..at + "Result".len() + i];
                    return inner.trim_end().ends_with(", String");
                }
                '>' => depth -= 1,
                _ => {}
            }
        }
        false
    })
}

#[test]
fn no_library_or_binary_returns_a_string_as_its_error() {
    assert!(string_error("fn f() -> Result<Vec<Result<(), String>>, E> {"));
    assert!(!string_error("fn f() -> Result<String, ParseError> {"));
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    for dir in crates() {
        rust_files(&dir.join("src"), &mut files);
    }
    let found: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            let hits: Vec<String> = text
                .lines()
                .enumerate()
                .filter(|(_, l)| string_error(l))
                .map(|(i, _)| format!("{}:{}", file.display(), i + 1))
                .collect();
            hits
        })
        .collect();
    assert!(found.is_empty(), "typed errors, not Result<_, String>: {found:#?}");
}

#[test]
fn the_sandbox_crate_knows_nothing_of_the_interview() {
    let deps = dependencies(&root().join("crates/sandbox/Cargo.toml"));
    assert!(deps.iter().any(|d| d == "seccompiler"), "manifest not read: {deps:?}");
    for dep in &deps {
        assert!(
            !dep.starts_with("mashang") || dep == "mashang-protocol",
            "the sandbox depends on {dep}"
        );
    }
}

/// The core's top-level modules and, for each, the others its non-test code names (`crate::x`).
fn core_module_graph() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    use std::collections::{BTreeMap, BTreeSet};
    let src = root().join("crates/core/src");
    let units: Vec<String> = std::fs::read_dir(&src)
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(|n| n.trim_end_matches(".rs").to_string()))
        .filter(|n| n != "lib")
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for unit in &units {
        let mut files = Vec::new();
        let dir = src.join(unit);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        } else {
            files.push(src.join(format!("{unit}.rs")));
        }
        let edges = graph.entry(unit.clone()).or_default();
        for file in files.iter().filter(|f| !f.to_string_lossy().ends_with("tests.rs")) {
            let text = std::fs::read_to_string(file).unwrap();
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
            for (i, _) in code.match_indices("crate::") {
                let name: String = code[i + 7..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if &name != unit && units.contains(&name) {
                    edges.insert(name);
                }
            }
        }
    }
    graph
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A module that reaches itself through others, as the path that closes the loop.
fn find_cycle(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut std::collections::BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = std::collections::BTreeSet::new();
    graph.keys().find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_core_modules_depend_on_each_other_without_cycles() {
    let graph = core_module_graph();
    assert!(graph.len() > 15 && graph["engine"].contains("session"), "graph not read: {graph:?}");
    if let Some(cycle) = find_cycle(&graph) {
        panic!("core modules form a cycle: {}", cycle.join(" → "));
    }
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    use std::collections::{BTreeMap, BTreeSet};
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.insert("a".into(), ["b".to_string()].into());
    g.insert("b".into(), ["c".to_string()].into());
    g.insert("c".into(), ["a".to_string()].into());
    assert_eq!(find_cycle(&g).unwrap().len(), 4);
    g.get_mut("c").unwrap().clear();
    assert_eq!(find_cycle(&g), None);
}

#[test]
fn every_language_of_the_judge_runs_in_the_sandbox_and_every_sandbox_language_is_one() {
    use mashang_judge::problem::Lang;
    let table =
        mashang_sandbox::languages::LanguageTable::parse(mashang_sandbox::languages::BUILTIN_TABLE)
            .unwrap();
    let mut sandbox: Vec<&str> = table.ids().collect();
    let mut core: Vec<&str> = Lang::IDS.to_vec();
    sandbox.sort_unstable();
    core.sort_unstable();
    assert_eq!(
        core, sandbox,
        "a language is one row in the judge's `Lang` plus its sandbox runtime"
    );
    assert_eq!(mashang_core::input::LANGUAGES, &Lang::IDS[..], "menus come from `Lang`");
}
