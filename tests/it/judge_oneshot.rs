//! One-shot commands stay one-shot: `mashang judge` — accepted or rejected (its exit code 1) —
//! leaves no cgroup of its own behind (`run-`, `idle-` or `warm-<its pid>-…` under any
//! `mashang-sandbox` base dir) and so no process either (a group with a task in it cannot be
//! removed).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Every directory named `mashang-sandbox` under the cgroup mounts (the sandbox's base dirs).
fn sandbox_bases() -> Vec<PathBuf> {
    fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            if !e.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            let path = e.path();
            if e.file_name() == "mashang-sandbox" {
                out.push(path);
            } else if depth > 0 {
                walk(&path, depth - 1, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(Path::new("/sys/fs/cgroup"), 6, &mut out);
    out
}

/// The groups a supervisor with this pid made that are still there.
fn groups_of(pid: u32) -> Vec<PathBuf> {
    let tag = format!("-{pid}-");
    sandbox_bases()
        .iter()
        .filter_map(|b| std::fs::read_dir(b).ok())
        .flat_map(|d| d.flatten().map(|e| e.path()).collect::<Vec<_>>())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy().to_string();
            ["run", "idle", "warm"].iter().any(|k| name.starts_with(&format!("{k}{tag}")))
        })
        .collect()
}

#[test]
fn mashang_judge_leaves_no_cgroup_behind_whether_it_accepts_or_rejects() {
    let _serial = crate::judge::serial();
    let solutions = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum");
    let wrong = std::fs::read_dir(solutions.join("wrong"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "py"))
        .expect("a known-wrong Python two-sum");
    for (file, accepted) in [(solutions.join("solutions/ref.py"), true), (wrong, false)] {
        let data = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_mashang"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["judge", "--problem", "two-sum", "--no-probe"])
            .arg(&file)
            .env("MASHANG_DATA_DIR", data.path())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("spawn mashang judge");
        let pid = child.id();
        let status = child.wait().unwrap();
        assert_eq!(status.success(), accepted, "{}: {status}", file.display());
        let left = groups_of(pid);
        assert!(left.is_empty(), "{}: `mashang judge` left {left:?}", file.display());
    }
    assert!(!sandbox_bases().is_empty(), "no sandbox base dir found: the check looked nowhere");
}
