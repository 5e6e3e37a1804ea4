//! On-disk cache of generated stress tests and of the reference's observations of code tests: one
//! JSON file per problem version, keyed by a hash of the problem directory's contents plus what it
//! was computed from, so a CLI process (or a CI run) reuses what an earlier one computed instead of
//! paying sandbox jobs per problem. Never sent to a sandbox: it holds expected answers.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Bump when the cached format or the way tests are generated changes.
const FORMAT: &str = "stress-v1";

/// Hash of every file under `dir` (relative path and bytes, in sorted order). Unreadable entries
/// hash as their name only, so a broken problem dir still gets a stable key.
pub(crate) fn dir_digest(dir: &Path) -> String {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let path = e.path();
            let hidden = e.file_name().to_string_lossy().starts_with('.');
            if hidden {
                continue;
            }
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.push(path.strip_prefix(root).unwrap_or(&path).to_path_buf());
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, dir, &mut files);
    files.sort();
    let mut h = Sha256::new();
    for rel in files {
        h.update(rel.to_string_lossy().as_bytes());
        h.update([0]);
        if let Ok(bytes) = std::fs::read(dir.join(&rel)) {
            h.update((bytes.len() as u64).to_le_bytes());
            h.update(&bytes);
        }
    }
    format!("{:x}", h.finalize())
}

/// The file holding the stress set for `id` at version `key`.
pub(crate) fn path(cache_dir: &Path, id: &str, key: &str) -> PathBuf {
    path_in(cache_dir, "stress", FORMAT, id, key)
}

/// The file holding the reference's code-test observations for `id` at version `key`.
pub(crate) fn observations_path(cache_dir: &Path, id: &str, key: &str) -> PathBuf {
    path_in(cache_dir, "observations", "observations-v1", id, key)
}

fn path_in(cache_dir: &Path, sub: &str, format: &str, id: &str, key: &str) -> PathBuf {
    let mut h = Sha256::new();
    h.update(format);
    h.update(key);
    let digest = format!("{:x}", h.finalize());
    let safe: String =
        id.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect();
    cache_dir.join(sub).join(format!("{safe}-{}.json", &digest[..24]))
}

/// A cached entry, or `None` when absent or unreadable (a corrupt file is simply regenerated).
pub(crate) fn load<T: DeserializeOwned>(file: &Path) -> Option<T> {
    let text = std::fs::read_to_string(file).ok()?;
    serde_json::from_str(&text).ok()
}

/// Write atomically (temp file + rename) so a concurrent reader never sees half a file. Failures
/// are logged and ignored: the cache only saves time.
pub(crate) fn store<T: Serialize>(file: &Path, set: &T) {
    let write = || -> std::io::Result<()> {
        let dir = file.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let tmp = dir.join(format!(".{}.tmp", uuid::Uuid::new_v4().simple()));
        std::fs::write(&tmp, serde_json::to_vec(set).map_err(std::io::Error::other)?)?;
        std::fs::rename(&tmp, file).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
    };
    if let Err(e) = write() {
        tracing::warn!(file = %file.display(), error = %e, "could not write the judge cache");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_changes_with_any_file_in_the_problem_dir() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(tmp.path().join("solutions")).unwrap();
        std::fs::write(tmp.path().join("problem.toml"), "id = 'x'").unwrap();
        std::fs::write(tmp.path().join("solutions/ref.py"), "a").unwrap();
        let before = dir_digest(tmp.path());
        assert_eq!(before, dir_digest(tmp.path()));
        std::fs::write(tmp.path().join("solutions/ref.py"), "b").unwrap();
        assert_ne!(before, dir_digest(tmp.path()));
    }
}
