//! The liveness file a long-running process (`serve`, `worker`) keeps fresh, and its check
//! (`mashang health`, the container's HEALTHCHECK).
//!
//! Why a file: the check must be cheap (no database or Redis connection per probe, no sandbox
//! run) and must prove more than "the pid exists": the process writes it only after a successful
//! lease renewal (serve: the database answered) or registry refresh (worker: Redis answered), from
//! its async runtime, so a wedged runtime or a lost backend turns the check red. The file holds
//! the Unix time after which the beat counts as missed, so the checker needs no configuration.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The liveness file inside a data dir.
pub fn path_in(data_dir: &Path) -> PathBuf {
    data_dir.join("health")
}

/// Records a successful beat: healthy until `valid_for` from now. Written to a temporary file
/// and renamed, so a checker never reads half a line.
pub fn beat(path: &Path, valid_for: Duration) -> io::Result<()> {
    let until = unix_now().saturating_add(valid_for.as_secs().max(1));
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, format!("{until}\n"))?;
    std::fs::rename(&tmp, path)
}

/// The worker's heartbeat hook: each successful registry refresh renews the liveness file.
pub fn worker_hook(data_dir: &Path) -> mashang_queue_redis::BeatHook {
    let file = path_in(data_dir);
    mashang_queue_redis::BeatHook(std::sync::Arc::new(move |valid_for| {
        if let Err(e) = beat(&file, valid_for) {
            tracing::warn!(file = %file.display(), error = %e, "could not write the liveness file");
        }
    }))
}

/// Why a process counts as unhealthy.
#[derive(Debug, thiserror::Error)]
pub enum Unhealthy {
    #[error("no liveness file at {0} (the process has not beaten yet, or is not running here)")]
    Missing(PathBuf),
    #[error("unreadable liveness file {path}: {source}")]
    Unreadable { path: PathBuf, source: io::Error },
    #[error("liveness file {0} does not hold a time")]
    Garbled(PathBuf),
    #[error("last beat expired {0} s ago (the backend or the process stopped answering)")]
    Stale(u64),
}

/// Healthy when the last beat is still valid; returns the seconds it has left.
pub fn check(path: &Path) -> Result<u64, Unhealthy> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(Unhealthy::Missing(path.to_path_buf()));
        }
        Err(source) => return Err(Unhealthy::Unreadable { path: path.to_path_buf(), source }),
    };
    let until: u64 = text.trim().parse().map_err(|_| Unhealthy::Garbled(path.to_path_buf()))?;
    let now = unix_now();
    if now > until { Err(Unhealthy::Stale(now - until)) } else { Ok(until - now) }
}

fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_beat_is_healthy_and_an_expired_one_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = path_in(dir.path());
        assert!(matches!(check(&path), Err(Unhealthy::Missing(_))));
        beat(&path, Duration::from_secs(30)).unwrap();
        let left = check(&path).unwrap();
        assert!((29..=30).contains(&left), "{left}");
        // A beat whose validity ended in the past (written by hand: no sleeping).
        std::fs::write(&path, format!("{}\n", unix_now() - 5)).unwrap();
        assert!(matches!(check(&path), Err(Unhealthy::Stale(s)) if s >= 5));
        std::fs::write(&path, "soon\n").unwrap();
        assert!(matches!(check(&path), Err(Unhealthy::Garbled(_))));
    }
}
