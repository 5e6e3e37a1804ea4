//! The bank check's record (`.ci/checks.json`): the digest of the judge's sources the last full
//! pass ran on and each problem folder's digest then. With `--record`, `problems check` checks only
//! the problems whose folder changed since (all of them when the sources changed), so CI's bank
//! check costs what a change touches; `--update-record` writes what passed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Context;
use mashang_judge::problem::Problem;
use serde::{Deserialize, Serialize};

use super::mutants::folder_digest;

#[derive(Debug, Default, Serialize, Deserialize)]
pub(super) struct CheckRecord {
    /// What `.ci/judge-digest` printed: judge, sandbox, executor, bank loader, lock file, CI
    /// packages. A different value invalidates every problem.
    sources: String,
    /// Problem id → its folder's digest when it last passed on those sources.
    problems: BTreeMap<String, String>,
}

/// `--record FILE --sources DIGEST [--update-record]`.
pub struct RecordArgs {
    pub path: PathBuf,
    pub sources: String,
    pub update: bool,
}

impl CheckRecord {
    pub(super) fn read(path: &Path) -> anyhow::Result<CheckRecord> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| format!("{}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(CheckRecord::default()),
            Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
        }
    }

    /// Splits `problems` into those to check and the number unchanged since the record.
    pub(super) fn to_check(
        &self,
        sources: &str,
        problems: Vec<Problem>,
    ) -> anyhow::Result<(Vec<Problem>, usize)> {
        if self.sources != sources {
            return Ok((problems, 0));
        }
        let mut check = Vec::new();
        let mut unchanged = 0;
        for p in problems {
            if self.problems.get(p.id()) == Some(&folder_digest(&p.dir)?) {
                unchanged += 1;
            } else {
                check.push(p);
            }
        }
        Ok((check, unchanged))
    }

    /// Records `passed` (and forgets `failed`) on `sources`; a change of sources starts afresh.
    pub(super) fn update(
        &mut self,
        sources: &str,
        passed: &[&Problem],
        failed: &[&str],
    ) -> anyhow::Result<()> {
        if self.sources != sources {
            *self = CheckRecord { sources: sources.to_string(), problems: BTreeMap::new() };
        }
        for p in passed {
            self.problems.insert(p.id().to_string(), folder_digest(&p.dir)?);
        }
        for id in failed {
            self.problems.remove(*id);
        }
        Ok(())
    }

    pub(super) fn write(&self, path: &Path) -> anyhow::Result<()> {
        std::fs::write(path, serde_json::to_string_pretty(self)? + "\n")
            .with_context(|| format!("writing {}", path.display()))
    }
}
