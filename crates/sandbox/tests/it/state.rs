//! The state directory cannot be subverted by another local user: a directory squatted by
//! another uid, a symlinked state dir or `artifacts`, a symlink planted among the artifacts and a
//! planted runtime-probe entry are all refused or ignored, and nothing outside is touched.

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};

use mashang_sandbox::{Sandbox, SandboxError, SandboxOptions, StateDirProblem, Status};

use crate::{assert_host_intact, exclusive, limits, root_or_skip};

/// The uid of `nobody`: a local user other than us.
const OTHER_UID: u32 = 65_534;

fn open(dir: &Path) -> Result<Sandbox, SandboxError> {
    Sandbox::with_options(SandboxOptions {
        state_dir: Some(dir.to_path_buf()),
        ..SandboxOptions::default()
    })
}

fn refusal(dir: &Path) -> StateDirProblem {
    match open(dir) {
        Err(SandboxError::StateDir { reason, .. }) => reason,
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("{} was accepted", dir.display()),
    }
}

fn chown(path: &Path, uid: u32) {
    std::os::unix::fs::lchown(path, Some(uid), Some(uid)).expect("chown (needs root)");
}

/// A directory with one file, standing for anything of the host an attacker would like deleted.
fn victim(base: &Path) -> PathBuf {
    let v = base.join("victim");
    fs::create_dir(&v).unwrap();
    fs::write(v.join("precious"), "keep me").unwrap();
    v
}

#[test]
fn a_state_dir_squatted_by_another_user_is_refused() {
    let Some(_root) = root_or_skip("state-dir squatting (chown to another uid)") else { return };
    // Where the old default lived: a world-writable sticky dir anyone can create names in.
    let base = tempfile::Builder::new().prefix("mashang-squat-").tempdir_in("/tmp").unwrap();
    let squatted = base.path().join("state");
    fs::create_dir(&squatted).unwrap();
    fs::set_permissions(&squatted, fs::Permissions::from_mode(0o777)).unwrap();
    // What the squatter plants: a probe entry naming their program as the Python runtime.
    fs::write(squatted.join("probe-python.json"), "{}").unwrap();
    chown(&squatted, OTHER_UID);
    match refusal(&squatted) {
        StateDirProblem::WrongOwner { owner, .. } => assert_eq!(owner, OTHER_UID),
        other => panic!("unexpected reason {other:?}"),
    }
    let meta = fs::metadata(&squatted).unwrap();
    assert_eq!(meta.uid(), OTHER_UID, "the squatter's dir was taken over instead of refused");
    // The message says how to fix it.
    let Err(e) = open(&squatted) else { unreachable!() };
    assert!(e.to_string().contains("Fix:"), "{e}");
}

#[test]
fn a_symlinked_state_dir_is_refused() {
    let base = tempfile::tempdir().unwrap();
    let target = victim(base.path());
    let link = base.path().join("state");
    symlink(&target, &link).unwrap();
    assert!(matches!(refusal(&link), StateDirProblem::Symlink(p) if p == link));
    assert_eq!(fs::read_to_string(target.join("precious")).unwrap(), "keep me");
    assert!(!target.join("artifacts").exists(), "the sandbox wrote through the symlink");
}

#[test]
fn a_symlinked_artifacts_or_scratch_dir_is_refused_and_its_target_untouched() {
    for sub in ["artifacts", "scratch"] {
        let base = tempfile::tempdir().unwrap();
        let target = victim(base.path());
        // Named like a dead supervisor's scratch dir: clean-up would remove it, were it followed.
        fs::create_dir(target.join("1-stale")).unwrap();
        let state = base.path().join("state");
        fs::create_dir(&state).unwrap();
        symlink(&target, state.join(sub)).unwrap();
        let reason = refusal(&state);
        assert!(matches!(&reason, StateDirProblem::Symlink(p) if p.ends_with(sub)), "{reason:?}");
        assert_eq!(fs::read_to_string(target.join("precious")).unwrap(), "keep me");
        assert!(target.join("1-stale").is_dir(), "{sub}: clean-up followed the symlink");
        assert_eq!(fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o755);
    }
}

#[test]
fn a_symlink_among_the_artifacts_is_refused_at_start() {
    let base = tempfile::tempdir().unwrap();
    let target = victim(base.path());
    let state = base.path().join("state");
    drop(open(&state).expect("a fresh state dir"));
    symlink(&target, state.join("artifacts").join("0123abcd")).unwrap();
    assert!(matches!(refusal(&state), StateDirProblem::Symlink(_)));
    assert_eq!(fs::read_to_string(target.join("precious")).unwrap(), "keep me");
}

#[test]
fn a_symlink_planted_among_the_artifacts_is_not_followed_by_eviction() {
    let _g = exclusive();
    let base = tempfile::tempdir().unwrap();
    let target = victim(base.path());
    let state = base.path().join("state");
    // A budget of one byte: every stored artifact triggers a full eviction pass.
    let sb = Sandbox::with_options(SandboxOptions {
        state_dir: Some(state.clone()),
        cache_budget_bytes: Some(1),
        ..SandboxOptions::default()
    })
    .unwrap();
    let planted = state.join("artifacts").join("f".repeat(64));
    symlink(&target, &planted).unwrap();
    let r = crate::run_in(&sb, "c", "int main(void) { return 0; }\n", limits(2000));
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(fs::read_to_string(target.join("precious")).unwrap(), "keep me");
    assert!(fs::symlink_metadata(&planted).is_err(), "the planted symlink is still there");
    assert_host_intact();
}

#[test]
fn a_state_dir_of_ours_gets_mode_0700() {
    let base = tempfile::tempdir().unwrap();
    let state = base.path().join("state");
    fs::create_dir(&state).unwrap();
    fs::set_permissions(&state, fs::Permissions::from_mode(0o755)).unwrap();
    let sb = open(&state).unwrap();
    assert_eq!(fs::metadata(&state).unwrap().permissions().mode() & 0o7777, 0o700);
    for sub in ["artifacts", "scratch"] {
        let m = fs::symlink_metadata(state.join(sub)).unwrap();
        assert!(m.is_dir() && m.permissions().mode() & 0o7777 == 0o700, "{sub}");
    }
    assert_eq!(sb.state().path, state);
}

#[test]
fn a_state_dir_under_a_directory_others_can_write_is_refused() {
    let base = tempfile::tempdir().unwrap();
    let open_dir = base.path().join("shared");
    fs::create_dir(&open_dir).unwrap();
    // World-writable without the sticky bit: anyone could rename our dir away and put theirs.
    fs::set_permissions(&open_dir, fs::Permissions::from_mode(0o777)).unwrap();
    match refusal(&open_dir.join("state")) {
        StateDirProblem::UnsafeAncestor { path, .. } => assert_eq!(path, open_dir),
        other => panic!("unexpected reason {other:?}"),
    }
}

/// A probe entry someone else wrote (or could have rewritten) names a program that would run
/// as every submission's interpreter: it is ignored and the real runtime is probed.
#[test]
fn a_planted_runtime_probe_entry_is_ignored() {
    let _g = exclusive();
    let Some(_root) = root_or_skip("planted probe entry owned by another uid") else { return };
    let base = tempfile::tempdir().unwrap();
    let state = base.path().join("state");
    drop(open(&state).unwrap());
    // Outside /tmp, which the sandbox covers with its own tmpfs: the forged runtime is visible.
    let elsewhere = tempfile::tempdir_in("/var/tmp").unwrap();
    let fake = elsewhere.path().join("fake-python");
    fs::write(&fake, "#!/bin/sh\necho forged-by-squatter\n").unwrap();
    fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
    let mtime = {
        let m = fs::metadata(&fake).unwrap();
        m.mtime() as i128 * 1_000_000_000 + m.mtime_nsec() as i128
    };
    let probe = serde_json::json!({
        "probe": python_probe(),
        "path_env": std::env::var("PATH").unwrap_or_default(),
        "exe_mtime_ns": mtime,
        "version": "Python 3 (forged)",
        "vars": { "exe": fake },
        "roots": [elsewhere.path()],
    });
    let entry = state.join("probe-python.json");
    for (owner, mode) in [(OTHER_UID, 0o644), (nix_euid(), 0o666)] {
        fs::write(&entry, probe.to_string()).unwrap();
        fs::set_permissions(&entry, fs::Permissions::from_mode(mode)).unwrap();
        chown(&entry, owner);
        let sb = open(&state).unwrap();
        let r = crate::run_in(&sb, "python", "print('real', 6 * 7)\n", limits(5000));
        assert_eq!(r.stdout.trim(), "real 42", "owner {owner} mode {mode:o}: {r:?}");
        fs::remove_file(&entry).ok();
    }
}

fn python_probe() -> Vec<String> {
    let table: toml::Table = mashang_sandbox::languages::BUILTIN_TABLE.parse().unwrap();
    table["python"]["probe"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

fn nix_euid() -> u32 {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() }
}
