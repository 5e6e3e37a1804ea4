//! The app keeps the sandbox's state (compiled artifacts, runtime-probe cache) in its own data
//! dir, and `mashang doctor` refuses a state dir another local user could have planted.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Output};

use mashang::app::sandbox::{sandbox_dir, sandbox_options};
use mashang::config::Settings;

fn doctor(data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("doctor")
        .env("MASHANG_DATA_DIR", data)
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_LLM_BASE_URL")
        .output()
        .expect("run mashang doctor")
}

#[test]
fn the_sandbox_state_lives_in_the_data_dir_with_the_configured_budgets() {
    let mut s = Settings { data_dir: "/srv/mashang".into(), ..Settings::default() };
    s.judge.artifact_cache_mb = 200;
    s.judge.artifact_max_mb = 8;
    s.judge.compile_wall_secs = 12;
    let o = sandbox_options(&s);
    assert_eq!(o.state_dir.as_deref(), Some(Path::new("/srv/mashang/sandbox")));
    assert_eq!(sandbox_dir(&s), Path::new("/srv/mashang/sandbox"));
    assert_eq!(o.cache_budget_bytes, Some(200 << 20));
    assert_eq!(o.artifact_max_bytes, Some(8 << 20));
    assert_eq!(o.compile_wall_ms, Some(12_000));
    let d = sandbox_options(&Settings::default());
    assert_eq!((d.cache_budget_bytes, d.artifact_max_bytes), (Some(1 << 30), Some(64 << 20)));
    assert_eq!(d.compile_wall_ms, None, "0 keeps the language table's compile wall limits");
}

#[test]
fn doctor_creates_the_state_dir_owner_only_and_reports_it() {
    let data = tempfile::tempdir().unwrap();
    let out = doctor(data.path());
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.contains("sandbox state dir")).expect(&text);
    assert!(line.contains('✓') && line.contains("artifact cache"), "{line}");
    let meta = std::fs::symlink_metadata(data.path().join("sandbox")).unwrap();
    assert!(meta.is_dir());
    assert_eq!(meta.permissions().mode() & 0o7777, 0o700);
}

#[test]
fn doctor_refuses_a_state_dir_squatted_by_another_user_and_says_how_to_fix_it() {
    // /proc/self belongs to the process's effective uid.
    if std::fs::metadata("/proc/self").map(|m| m.uid()).unwrap_or(1) != 0 {
        super::skip::skip(
            "sandbox_state::doctor_refuses_a_state_dir_squatted_by_another_user",
            "needs root to chown",
            "sudo -E cargo test --test it sandbox_state",
        );
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let squatted = data.path().join("sandbox");
    std::fs::create_dir(&squatted).unwrap();
    std::os::unix::fs::lchown(&squatted, Some(65_534), Some(65_534)).unwrap();
    let out = doctor(data.path());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    let at = text.find("sandbox state dir").expect(&text);
    let report = &text[at..];
    assert!(report.contains("owned by uid 65534") && report.contains("fix:"), "{report}");
    assert_eq!(std::fs::metadata(&squatted).unwrap().uid(), 65_534, "taken over, not refused");
}
