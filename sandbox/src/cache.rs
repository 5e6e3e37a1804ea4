//! The sandbox's state directory: compiled artifacts cached by source hash, and scratch output dirs
//! for compile steps in flight.

use std::fs;
use std::io;
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// Cached artifacts kept at most; the oldest are evicted past this.
const MAX_ARTIFACTS: usize = 512;

pub struct StateDir {
    root: PathBuf,
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
        let _ = fs::remove_dir_all(&self.path);
    }
}

impl StateDir {
    pub fn open(dir: Option<PathBuf>) -> io::Result<StateDir> {
        let root = dir
            .or_else(|| std::env::var_os("MASHANG_SANDBOX_DIR").map(PathBuf::from))
            // SAFETY: geteuid has no preconditions.
            .unwrap_or_else(|| {
                std::env::temp_dir().join(format!("mashang-sandbox-{}", unsafe { libc::geteuid() }))
            });
        for sub in ["", "artifacts", "scratch"] {
            let p = root.join(sub);
            fs::DirBuilder::new().recursive(true).mode(0o700).create(&p)?;
        }
        let state = StateDir { root };
        state.remove_stale_scratch();
        Ok(state)
    }

    pub fn path(&self) -> &Path {
        &self.root
    }

    pub fn cached_artifact(&self, key: &str) -> Option<PathBuf> {
        let dir = self.root.join("artifacts").join(key);
        dir.join(".complete").exists().then_some(dir)
    }

    pub fn cached_output(&self, key: &str) -> String {
        fs::read_to_string(self.root.join("artifacts").join(key).join(".output"))
            .unwrap_or_default()
    }

    /// A fresh directory the sandbox user may write (its uid is not ours, hence 0777; the parent
    /// dir is 0700, so only the bind mount reaches it).
    pub fn scratch_out(&self) -> io::Result<Scratch> {
        let name = format!("{}-{}", std::process::id(), uuid_like());
        let path = self.root.join("scratch").join(name);
        fs::create_dir(&path)?;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o777))?;
        Ok(Scratch { path })
    }

    /// Move a finished compile output into the cache under `key`.
    pub fn store_artifact(&self, key: &str, scratch: Scratch, output: &str) -> io::Result<PathBuf> {
        fs::write(scratch.path().join(".output"), output)?;
        fs::write(scratch.path().join(".complete"), "")?;
        let dest = self.root.join("artifacts").join(key);
        match fs::rename(scratch.path(), &dest) {
            Ok(()) => {}
            // Another thread compiled the same source first; theirs is as good as ours.
            Err(_) if dest.join(".complete").exists() => {}
            Err(e) => return Err(e),
        }
        self.evict();
        Ok(dest)
    }

    fn evict(&self) {
        let Ok(entries) = fs::read_dir(self.root.join("artifacts")) else {
            return;
        };
        let mut dirs: Vec<(std::time::SystemTime, PathBuf)> = entries
            .flatten()
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
        if dirs.len() <= MAX_ARTIFACTS {
            return;
        }
        dirs.sort();
        for (_, path) in dirs.iter().take(dirs.len() - MAX_ARTIFACTS) {
            let _ = fs::remove_dir_all(path);
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
            if owner.is_some_and(|pid| !Path::new(&format!("/proc/{pid}")).exists()) {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
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
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

fn uuid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("{t:x}-{}", N.fetch_add(1, Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use super::*;

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
