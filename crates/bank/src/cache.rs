//! The judge cache on disk: one JSON file per entry under `<cache dir>/<kind>/`, named by the
//! problem id and the entry's digest, written atomically (temp file + rename) so a concurrent
//! reader never sees half a file.

use std::path::{Path, PathBuf};

use mashang_core::ports::{CacheKey, JudgeCache};

/// The [`JudgeCache`] in a directory (created on demand).
#[derive(Debug, Clone)]
pub struct FsJudgeCache {
    dir: PathBuf,
}

impl FsJudgeCache {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        FsJudgeCache { dir: dir.into() }
    }

    /// The file holding `key`.
    pub fn path(&self, key: &CacheKey) -> PathBuf {
        let safe: String = key
            .problem
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' })
            .collect();
        let digest = &key.digest[..key.digest.len().min(24)];
        self.dir.join(key.kind.as_str()).join(format!("{safe}-{digest}.json"))
    }
}

impl JudgeCache for FsJudgeCache {
    fn get(&self, key: &CacheKey) -> Option<Vec<u8>> {
        std::fs::read(self.path(key)).ok()
    }

    fn put(&self, key: &CacheKey, bytes: &[u8]) {
        let file = self.path(key);
        if let Err(e) = write_atomically(&file, bytes) {
            tracing::warn!(file = %file.display(), error = %e, "could not write the judge cache");
        }
    }
}

fn write_atomically(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".{}.tmp", uuid::Uuid::new_v4().simple()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, file).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_core::ports::CacheKind;

    fn key(problem: &str, digest: &str) -> CacheKey {
        CacheKey { kind: CacheKind::Stress, problem: problem.into(), digest: digest.into() }
    }

    #[test]
    fn an_entry_reads_back_and_a_missing_one_is_none() {
        let tmp = tempfile::tempdir().unwrap();
        let cache = FsJudgeCache::new(tmp.path().join("cache"));
        assert_eq!(cache.get(&key("two-sum", "abc")), None);
        cache.put(&key("two-sum", "abc"), b"{\"x\":1}");
        assert_eq!(cache.get(&key("two-sum", "abc")).as_deref(), Some(&b"{\"x\":1}"[..]));
        assert_eq!(cache.get(&key("two-sum", "abd")), None, "another version is another entry");
    }

    #[test]
    fn an_id_cannot_escape_the_cache_dir() {
        let cache = FsJudgeCache::new("/c");
        let path = cache.path(&key("../../etc/passwd", "0123"));
        assert!(path.starts_with("/c/stress"), "{}", path.display());
        assert!(!path.to_string_lossy().contains(".."), "{}", path.display());
    }
}
