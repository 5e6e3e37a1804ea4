//! The judge's cache of computed data through the [`JudgeCache`] port: one JSON entry per problem
//! version, keyed by a digest of the problem's content plus what the data was computed from, so a
//! later process (or a CI run) reuses what an earlier one computed instead of paying sandbox jobs
//! per problem. Never sent to a sandbox: it holds expected answers.

use serde::Serialize;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use crate::problem::Problem;

/// What the judge computed from a problem and keeps between processes: generated stress sets and
/// the reference's observations of code tests. Never sent to a sandbox: it holds expected answers.
pub trait JudgeCache: Send + Sync {
    /// The bytes stored under `key`; `None` when absent or unreadable (then they are recomputed).
    fn get(&self, key: &CacheKey) -> Option<Vec<u8>>;
    /// Stores `bytes` under `key`, atomically for concurrent readers; best effort (the cache only
    /// saves time, so a failure is the implementation's to log).
    fn put(&self, key: &CacheKey, bytes: &[u8]);
    /// The install's secret that probe inputs are drawn from (the same for every process that
    /// shares this cache, so they share its entries); `None`: each process draws its own. Probe
    /// inputs drawn from public seeds could be computed in advance with the public generator, and
    /// a program could carry their answers.
    fn probe_secret(&self) -> Option<[u8; 32]> {
        None
    }
}

/// Which computed data a [`JudgeCache`] entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CacheKind {
    /// Generated stress inputs with the reference's answers.
    Stress,
    /// The reference's observations of a language's code tests.
    Observations,
}

impl CacheKind {
    /// A stable name (folder names, logs).
    pub fn as_str(self) -> &'static str {
        match self {
            CacheKind::Stress => "stress",
            CacheKind::Observations => "observations",
        }
    }
}

/// One cache entry's identity: the problem and a digest of everything the data was computed from
/// (the problem's content, the inputs' format version).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CacheKey {
    pub kind: CacheKind,
    pub problem: String,
    pub digest: String,
}

/// Bump when the cached format or the way the data is computed changes.
const FORMAT: &str = "stress-v1";
const OBSERVATIONS_FORMAT: &str = "observations-v1";

/// Hash of everything loaded from the problem's folder (spec, references, known-wrong solutions,
/// generator, checker, code tests, starters), so editing any of them makes a new version.
pub(crate) fn content_digest(p: &Problem) -> String {
    let mut h = Sha256::new();
    let mut part = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    part(&serde_json::to_vec(&p.spec).unwrap_or_default());
    for f in p.solutions.iter().chain(&p.wrong).chain(&p.starters) {
        part(f.path.as_bytes());
        part(f.code.as_bytes());
    }
    part(p.generator.as_deref().unwrap_or_default().as_bytes());
    part(p.checker.as_deref().unwrap_or_default().as_bytes());
    for (lang, t) in &p.code_tests {
        part(lang.id().as_bytes());
        for s in [&t.samples, &t.hidden, &t.samples_file, &t.hidden_file] {
            part(s.as_bytes());
        }
    }
    hex::encode(h.finalize())
}

/// The entry for `kind` of problem `id` at version `key`.
pub(crate) fn key(kind: CacheKind, id: &str, key: &str) -> CacheKey {
    let format = match kind {
        CacheKind::Stress => FORMAT,
        CacheKind::Observations => OBSERVATIONS_FORMAT,
    };
    let mut h = Sha256::new();
    h.update(format);
    h.update(key);
    CacheKey { kind, problem: id.to_string(), digest: hex::encode(h.finalize()) }
}

/// A cached entry, or `None` when absent or unreadable (a corrupt entry is simply recomputed).
pub(crate) fn load<T: DeserializeOwned>(cache: &dyn JudgeCache, key: &CacheKey) -> Option<T> {
    serde_json::from_slice(&cache.get(key)?).ok()
}

/// Stores an entry (best effort: the cache only saves time).
pub(crate) fn store<T: Serialize>(cache: &dyn JudgeCache, key: &CacheKey, value: &T) {
    match serde_json::to_vec(value) {
        Ok(bytes) => cache.put(key, &bytes),
        Err(e) => tracing::warn!(error = %e, "could not encode a judge cache entry"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Lang, SourceFile};

    #[test]
    fn the_digest_changes_with_any_loaded_file_of_the_problem() {
        let mut p = crate::problem::testing::problem("two-sum");
        let before = content_digest(&p);
        assert_eq!(before, content_digest(&p));
        p.wrong.push(SourceFile {
            path: "wrong/x.py".into(),
            lang: Lang::Python,
            code: "a".into(),
        });
        let with_wrong = content_digest(&p);
        assert_ne!(before, with_wrong);
        p.wrong[0].code = "b".into();
        assert_ne!(with_wrong, content_digest(&p));
    }

    #[test]
    fn entries_of_different_kinds_or_versions_differ() {
        let a = key(CacheKind::Stress, "x", "v1");
        assert_ne!(a, key(CacheKind::Observations, "x", "v1"));
        assert_ne!(a.digest, key(CacheKind::Stress, "x", "v2").digest);
    }
}
