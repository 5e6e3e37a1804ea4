//! The artifact cache inside the verified state directory: compiled artifacts keyed by source
//! hash, each capped in size, the whole cache held to a byte budget by evicting the least
//! recently used; and scratch output dirs for compile steps in flight.

use std::collections::HashMap;
use std::fs;
use std::io;
use std::io::Write;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use sha2::{Digest, Sha256};

use crate::state::{self, StateDirProblem};

/// Largest artifact kept by default (one compile's whole output dir).
pub const DEFAULT_ARTIFACT_MAX_BYTES: u64 = 64 << 20;
/// Default byte budget of the whole artifact cache.
pub const DEFAULT_CACHE_BUDGET_BYTES: u64 = 1 << 30;

/// Marker written (by us, after the compile) into a finished artifact: its size in bytes. Its
/// mtime is the artifact's last use, refreshed on every hit, which orders eviction.
const COMPLETE: &str = ".complete";
const OUTPUT: &str = ".output";

pub struct StateDir {
    root: PathBuf,
    budget: u64,
    /// Artifacts handed out and not yet released: eviction in this process skips them.
    pinned: Arc<Mutex<HashMap<String, usize>>>,
}

/// A compile step's writable /out, removed unless it is promoted into the cache.
pub struct Scratch {
    path: PathBuf,
}

impl Scratch {
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        state::remove_nofollow(&self.path);
    }
}

/// A cached artifact in use: eviction (in this process) leaves it alone until this is dropped.
pub struct Artifact {
    pub dir: PathBuf,
    key: String,
    pinned: Arc<Mutex<HashMap<String, usize>>>,
}

impl Artifact {
    pub fn as_path(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Artifact {
    fn drop(&mut self) {
        let mut pins = self.pinned.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = pins.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                pins.remove(&self.key);
            }
        }
    }
}

/// What the cache holds now (for `doctor`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct CacheUsage {
    pub artifacts: usize,
    pub bytes: u64,
    /// Of those, prepared toolchain files (keys starting with [`PREPARED_PREFIX`]).
    pub prepared: usize,
    pub prepared_bytes: u64,
}

/// Names prepared toolchain files in the cache (see `LanguageSpec::prepare`), apart from programs.
pub const PREPARED_PREFIX: &str = "prepared-";

impl StateDir {
    /// Verify (creating when missing) the state directory; see [`state::prepare`].
    pub fn open(dir: &Path, budget: u64) -> Result<StateDir, StateDirProblem> {
        let root = state::prepare(dir)?;
        let s = StateDir { root, budget, pinned: Arc::default() };
        s.remove_stale_scratch();
        s.remove_unsized();
        Ok(s)
    }

    pub fn path(&self) -> &Path {
        &self.root
    }

    pub fn budget(&self) -> u64 {
        self.budget
    }

    fn artifacts(&self) -> PathBuf {
        self.root.join("artifacts")
    }

    /// A finished artifact for `key`, its recency refreshed, pinned while the result lives.
    pub fn cached_artifact(&self, key: &str) -> Option<(Artifact, String)> {
        let dir = self.artifacts().join(key);
        state::check_owned_dir(&dir).ok()?;
        let marker = dir.join(COMPLETE);
        state::read_own_file(&marker, 64)?;
        let output = state::read_own_file(&dir.join(OUTPUT), 1 << 20)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        touch(&marker);
        Some((self.pin(key, dir), output))
    }

    fn pin(&self, key: &str, dir: PathBuf) -> Artifact {
        *self
            .pinned
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(key.to_string())
            .or_default() += 1;
        Artifact { dir, key: key.to_string(), pinned: Arc::clone(&self.pinned) }
    }

    /// A fresh directory the sandbox user may write (its uid is not ours, hence 0777; the parent
    /// dir is 0700, so only the bind mount reaches it).
    pub fn scratch_out(&self) -> io::Result<Scratch> {
        let name = format!("{}-{}", std::process::id(), uuid_like());
        let path = self.root.join("scratch").join(name);
        fs::create_dir(&path)?;
        let scratch = Scratch { path };
        state::make_world_writable(scratch.path())?;
        Ok(scratch)
    }

    /// Move a finished compile output of `bytes` bytes into the cache under `key`.
    pub fn store_artifact(
        &self,
        key: &str,
        scratch: Scratch,
        output: &str,
        bytes: u64,
    ) -> io::Result<Artifact> {
        // The compile could have left anything in /out, a symlink named like our markers
        // included: create them afresh, never through an existing name.
        for name in [OUTPUT, COMPLETE] {
            state::remove_nofollow(&scratch.path().join(name));
        }
        write_new(&scratch.path().join(OUTPUT), output.as_bytes())?;
        write_new(&scratch.path().join(COMPLETE), bytes.to_string().as_bytes())?;
        // Nobody writes a finished artifact again (runs mount it read-only anyway).
        fs::set_permissions(scratch.path(), fs::Permissions::from_mode(0o755))?;
        let dest = self.artifacts().join(key);
        let artifact = self.pin(key, dest.clone());
        match fs::rename(scratch.path(), &dest) {
            Ok(()) => {}
            // Another thread compiled the same source first; theirs is as good as ours.
            Err(_) if state::check_owned_dir(&dest).is_ok() && dest.join(COMPLETE).exists() => {}
            Err(e) => return Err(e),
        }
        self.evict();
        Ok(artifact)
    }

    /// Every finished artifact: (last use, bytes, path); anything else found there is removed
    /// without following it.
    fn entries(&self) -> Vec<(SystemTime, u64, String, PathBuf)> {
        let Ok(entries) = fs::read_dir(self.artifacts()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if state::check_owned_dir(&path).is_err() {
                state::remove_nofollow(&path);
                continue;
            }
            let marker = path.join(COMPLETE);
            let Some(size) = state::read_own_file(&marker, 64) else {
                // Being renamed into place by another process right now, or a leftover: either
                // way not ours to judge yet.
                continue;
            };
            let bytes = String::from_utf8_lossy(&size).trim().parse().unwrap_or(0);
            let used = fs::symlink_metadata(&marker)
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            out.push((used, bytes, name, path));
        }
        out
    }

    /// Drop least recently used artifacts until the cache fits its budget.
    fn evict(&self) {
        let mut entries = self.entries();
        let mut total: u64 = entries.iter().map(|e| e.1).sum();
        if total <= self.budget {
            return;
        }
        entries.sort();
        let pinned = self.pinned.lock().unwrap_or_else(|p| p.into_inner()).clone();
        for (_, bytes, name, path) in entries {
            if total <= self.budget {
                break;
            }
            if pinned.contains_key(&name) {
                continue;
            }
            state::remove_nofollow(&path);
            total = total.saturating_sub(bytes);
        }
    }

    pub fn usage(&self) -> CacheUsage {
        let entries = self.entries();
        let prepared: Vec<_> =
            entries.iter().filter(|e| e.2.starts_with(PREPARED_PREFIX)).collect();
        CacheUsage {
            artifacts: entries.len(),
            bytes: entries.iter().map(|e| e.1).sum(),
            prepared: prepared.len(),
            prepared_bytes: prepared.iter().map(|e| e.1).sum(),
        }
    }

    /// Artifacts without a size in their marker (written before the cache had a byte budget,
    /// possibly far over the artifact cap): recompiling is cheaper than trusting them. A
    /// finished artifact always has its marker before it is renamed into place.
    fn remove_unsized(&self) {
        let Ok(entries) = fs::read_dir(self.artifacts()) else {
            return;
        };
        for entry in entries.flatten() {
            let marker = state::read_own_file(&entry.path().join(COMPLETE), 64);
            let sized =
                marker.is_some_and(|m| String::from_utf8_lossy(&m).trim().parse::<u64>().is_ok());
            if !sized {
                state::remove_nofollow(&entry.path());
            }
        }
    }

    /// Scratch dirs of supervisors that died mid-compile.
    fn remove_stale_scratch(&self) {
        let Ok(entries) = fs::read_dir(self.root.join("scratch")) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let owner = name.split('-').next().and_then(|p| p.parse::<u32>().ok());
            if owner.is_none_or(|pid| !Path::new(&format!("/proc/{pid}")).exists()) {
                state::remove_nofollow(&entry.path());
            }
        }
    }
}

/// Bytes a compile output dir takes on disk, walked without following symlinks: the larger of
/// each file's length and its allocated blocks (a sparse file still costs its length when read).
pub fn tree_bytes(dir: &Path) -> u64 {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut total = 0u64;
    for entry in entries.flatten() {
        let Ok(meta) = fs::symlink_metadata(entry.path()) else {
            continue;
        };
        total = total.saturating_add(meta.len().max(meta.blocks() * 512));
        if meta.is_dir() {
            total = total.saturating_add(tree_bytes(&entry.path()));
        }
    }
    total
}

/// The largest single file in `dir`'s tree (no symlinks followed).
pub fn largest_file(dir: &Path) -> u64 {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut max = 0u64;
    for entry in entries.flatten() {
        let Ok(meta) = fs::symlink_metadata(entry.path()) else {
            continue;
        };
        max = max.max(if meta.is_dir() { largest_file(&entry.path()) } else { meta.len() });
    }
    max
}

fn write_new(path: &Path, content: &[u8]) -> io::Result<()> {
    let mut f = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o644)
        .custom_flags(libc::O_NOFOLLOW)
        .open(path)?;
    f.write_all(content)
}

fn touch(path: &Path) {
    if let Ok(f) = fs::OpenOptions::new().write(true).custom_flags(libc::O_NOFOLLOW).open(path) {
        let _ = f.set_modified(SystemTime::now());
    }
}

/// Cache key of a compile: language, runtime version, compiler argv and every input file.
pub fn artifact_key(
    lang: &str,
    version: &str,
    argv: &[String],
    files: &[(String, Vec<u8>)],
) -> String {
    let mut h = Sha256::new();
    for part in [lang, version] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    for a in argv {
        h.update(a.as_bytes());
        h.update([0]);
    }
    let mut sorted: Vec<&(String, Vec<u8>)> = files.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, content) in sorted {
        h.update(name.as_bytes());
        h.update([0]);
        h.update((content.len() as u64).to_le_bytes());
        h.update(content);
    }
    hex::encode(h.finalize())
}

fn uuid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let t = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("{t:x}-{}", N.fetch_add(1, Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn store(state: &StateDir, key: &str, bytes: u64) {
        let s = state.scratch_out().unwrap();
        fs::write(s.path().join("main"), vec![1u8; bytes as usize]).unwrap();
        drop(state.store_artifact(key, s, "", bytes).unwrap());
    }

    /// Pretend `key` was last used `secs_ago` seconds ago.
    fn age(state: &StateDir, key: &str, secs_ago: u64) {
        let marker = state.artifacts().join(key).join(COMPLETE);
        let f = fs::OpenOptions::new().write(true).open(marker).unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(secs_ago)).unwrap();
    }

    fn kept(state: &StateDir) -> Vec<String> {
        let mut keys: Vec<String> = state.entries().into_iter().map(|e| e.2).collect();
        keys.sort();
        keys
    }

    #[test]
    fn the_cache_evicts_least_recently_used_past_its_byte_budget_and_a_hit_refreshes() {
        let dir = tempfile::tempdir().unwrap();
        let state = StateDir::open(&dir.path().join("s"), 300).unwrap();
        for (key, secs_ago) in [("a", 30), ("b", 20), ("c", 10)] {
            store(&state, key, 100);
            age(&state, key, secs_ago);
        }
        assert_eq!(kept(&state), ["a", "b", "c"]);
        // `a` is the oldest, but a hit makes it the most recent: `b` goes instead.
        drop(state.cached_artifact("a").expect("a hit"));
        store(&state, "d", 100);
        assert_eq!(kept(&state), ["a", "c", "d"]);
        assert_eq!(state.usage().bytes, 300);
        // Without a hit, the oldest goes first.
        age(&state, "a", 40);
        store(&state, "e", 100);
        assert_eq!(kept(&state), ["c", "d", "e"]);
    }

    #[test]
    fn artifacts_from_before_the_byte_budget_are_dropped_at_start() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("s");
        let state = StateDir::open(&root, 1 << 20).unwrap();
        store(&state, "sized", 10);
        let legacy = state.artifacts().join("legacy");
        fs::create_dir(&legacy).unwrap();
        fs::write(legacy.join("main"), vec![0u8; 4096]).unwrap();
        fs::write(legacy.join(COMPLETE), "").unwrap();
        drop(state);
        let state = StateDir::open(&root, 1 << 20).unwrap();
        assert_eq!(kept(&state), ["sized"]);
    }

    #[test]
    fn an_artifact_in_use_is_not_evicted() {
        let dir = tempfile::tempdir().unwrap();
        let state = StateDir::open(&dir.path().join("s"), 100).unwrap();
        store(&state, "a", 100);
        age(&state, "a", 60);
        let (in_use, _) = state.cached_artifact("a").unwrap();
        age(&state, "a", 60);
        store(&state, "b", 100);
        assert!(in_use.as_path().join("main").exists());
        drop(in_use);
        store(&state, "c", 100);
        assert_eq!(kept(&state), ["c"]);
    }

    #[test]
    fn eviction_unlinks_a_planted_symlink_without_following_it() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        fs::create_dir(&victim).unwrap();
        fs::write(victim.join("precious"), "x").unwrap();
        let state = StateDir::open(&dir.path().join("s"), 1).unwrap();
        let link = state.artifacts().join("planted");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        store(&state, "a", 10);
        assert!(victim.join("precious").exists());
        assert!(fs::symlink_metadata(&link).is_err());
    }

    #[test]
    fn a_symlinked_complete_marker_is_replaced_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let outside = dir.path().join("outside");
        fs::write(&outside, "untouched").unwrap();
        let state = StateDir::open(&dir.path().join("s"), 1 << 20).unwrap();
        let s = state.scratch_out().unwrap();
        // What a hostile compile could leave in /out.
        std::os::unix::fs::symlink(&outside, s.path().join(COMPLETE)).unwrap();
        std::os::unix::fs::symlink(&outside, s.path().join(OUTPUT)).unwrap();
        drop(state.store_artifact("k", s, "compiler says hi", 5).unwrap());
        assert_eq!(fs::read_to_string(&outside).unwrap(), "untouched");
        assert_eq!(state.cached_artifact("k").unwrap().1, "compiler says hi");
    }

    #[test]
    fn artifact_key_changes_with_any_input_and_ignores_file_order() {
        let a = vec![("a".to_string(), b"1".to_vec()), ("b".to_string(), b"2".to_vec())];
        let b = vec![a[1].clone(), a[0].clone()];
        let argv = vec!["cc".to_string()];
        assert_eq!(artifact_key("c", "1", &argv, &a), artifact_key("c", "1", &argv, &b));
        assert_ne!(artifact_key("c", "1", &argv, &a), artifact_key("c", "2", &argv, &a));
        let c = vec![("a".to_string(), b"1".to_vec()), ("b".to_string(), b"3".to_vec())];
        assert_ne!(artifact_key("c", "1", &argv, &a), artifact_key("c", "1", &argv, &c));
    }
}
