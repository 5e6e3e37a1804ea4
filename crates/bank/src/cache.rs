//! The judge cache on disk: one JSON file per entry under `<cache dir>/<kind>/`, named by the
//! problem id and the entry's digest, written atomically (temp file + rename) so a concurrent
//! reader never sees half a file.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use mashang_core::ports::{CacheKey, JudgeCache};

/// The [`JudgeCache`] in a directory (created on demand).
#[derive(Debug, Clone)]
pub struct FsJudgeCache {
    dir: PathBuf,
    secret: Arc<OnceLock<[u8; 32]>>,
}

/// The file under the cache dir holding the install's probe secret (64 hex digits, mode 0600).
const SECRET_FILE: &str = "probe-secret";

impl FsJudgeCache {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        FsJudgeCache { dir: dir.into(), secret: Arc::default() }
    }

    /// The secret in the cache dir, created on first use. Two processes creating it at once
    /// agree: each writes a candidate aside and links it into place, and the one link that wins
    /// is what both read back. Unreadable or malformed, it is replaced by this process's own
    /// (logged): probe inputs stay unpredictable, only the cache's entries are not shared.
    fn load_or_create_secret(&self) -> [u8; 32] {
        let path = self.dir.join(SECRET_FILE);
        let read = || std::fs::read_to_string(&path).ok().and_then(|s| parse_hex(s.trim()));
        if let Some(s) = read() {
            return s;
        }
        let fresh = random_secret();
        if let Err(e) = link_new(&path, hex::encode(fresh).as_bytes()) {
            tracing::warn!(file = %path.display(), error = %e, "could not write the probe secret");
        }
        read().unwrap_or(fresh)
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

    fn probe_secret(&self) -> Option<[u8; 32]> {
        Some(*self.secret.get_or_init(|| self.load_or_create_secret()))
    }
}

fn random_secret() -> [u8; 32] {
    let mut s = [0u8; 32];
    s[..16].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
    s[16..].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
    s
}

fn parse_hex(s: &str) -> Option<[u8; 32]> {
    hex::FromHex::from_hex(s).ok()
}

/// Writes `bytes` to `file` only if it does not exist yet, never leaving a partial file there:
/// written aside (owner-only), then hard-linked into place (which fails if another got there).
fn link_new(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".{}.tmp", uuid::Uuid::new_v4().simple()));
    let mut f = std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&tmp)?;
    let linked = f.write_all(bytes).and_then(|()| f.sync_all()).and_then(|()| {
        match std::fs::hard_link(&tmp, file) {
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
            other => other,
        }
    });
    let _ = std::fs::remove_file(&tmp);
    linked
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
    fn the_probe_secret_is_created_once_owner_only_and_shared_by_every_cache_on_the_dir() {
        use std::os::unix::fs::PermissionsExt;
        let tmp = tempfile::tempdir().unwrap();
        let a = FsJudgeCache::new(tmp.path().join("cache"));
        let b = FsJudgeCache::new(tmp.path().join("cache"));
        let secret = a.probe_secret().expect("a secret");
        assert_eq!(b.probe_secret(), Some(secret), "a second process reads the same secret");
        let file = tmp.path().join("cache").join(SECRET_FILE);
        assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
        let other = FsJudgeCache::new(tmp.path().join("other"));
        assert_ne!(other.probe_secret(), Some(secret), "another install draws its own");
    }

    #[test]
    fn a_malformed_probe_secret_is_not_used() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join(SECRET_FILE), "0000").unwrap();
        let cache = FsJudgeCache::new(tmp.path());
        assert_ne!(cache.probe_secret(), Some([0u8; 32]));
        assert!(cache.probe_secret().is_some());
    }

    #[test]
    fn an_id_cannot_escape_the_cache_dir() {
        let cache = FsJudgeCache::new("/c");
        let path = cache.path(&key("../../etc/passwd", "0123"));
        assert!(path.starts_with("/c/stress"), "{}", path.display());
        assert!(!path.to_string_lossy().contains(".."), "{}", path.display());
    }
}
