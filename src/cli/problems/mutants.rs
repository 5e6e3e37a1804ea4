//! `mashang problems check --mutants [ID…]`: mutation testing of the bank's tests. Mutants of each
//! problem's reference — Python through mutate.py (`ast`), else JavaScript through jsmutate.py
//! (tokens): comparison swaps, ±1 constants, off-by-one bounds, min/max and and/or swaps, negated
//! early-return guards, dropped early returns and call statements, loops cut short — are judged
//! in the sandbox like submissions (explicit and small stress tests; the large ones only catch
//! slowness); a mutant
//! they accept is run again on a five times larger small stress set, and one that passes that too
//! counts as equivalent to the reference. Without a generator (the code-tested frontend
//! problems) only the problem's reviewed `[mutants] equivalent` listing makes a survivor
//! equivalent, and a listing that matches no mutant any more fails. Kill rate = killed /
//! (mutants − equivalent); below 95 % fails.
//!
//! CI runs it incrementally: `--record FILE` skips problems whose files hash to the digest stored
//! in FILE (their recorded rate still counts) and `--update-record` rewrites FILE.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use mashang_bank::Tree;
use mashang_judge::problem::{EquivalentMutant, Lang, Problem, SourceFile};
use mashang_judge::{Judge, JudgeOptions};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const MUTATE_PY: &str = include_str!("mutate.py");
const MUTATE_JS: &str = include_str!("jsmutate.py");
/// The kill rate every problem must reach.
pub const THRESHOLD: f64 = 0.95;
/// At most this many mutants per problem (spread evenly over the sites), to bound CI time.
const MAX_MUTANTS: usize = 40;

/// One mutant as mutate.py and jsmutate.py describe it.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Mutant {
    pub(crate) what: String,
    pub(crate) line: u32,
    pub(crate) code: String,
}

impl Mutant {
    /// Whether a reviewed `[mutants] equivalent` entry names this mutant.
    fn listed_as(&self, e: &EquivalentMutant) -> bool {
        e.line == self.line && e.what == self.what
    }
}

/// One problem's result, as stored in the record.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MutantScore {
    /// SHA-256 of every file of the problem folder (paths and contents, sorted by path).
    pub digest: String,
    pub mutants: usize,
    pub killed: usize,
    pub equivalent: usize,
    /// Mutants the judge could not run at all (sandbox trouble): left out of the rate.
    #[serde(default)]
    pub unjudged: usize,
    /// Of the equivalent ones, those accepted because `[mutants] equivalent` lists them.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub listed: usize,
    /// killed / (mutants − equivalent − unjudged); 1.0 when no mutant remains.
    pub rate: f64,
    /// `line N: what` of each mutant the tests accepted but the larger stress set rejected.
    pub survivors: Vec<String>,
    /// Seconds spent judging this problem's mutants.
    pub secs: f64,
    /// For each survivor the larger stress set rejected, a `[[tests]]` entry (TOML) holding the
    /// input it failed and the reference's answer: adding it kills the mutant. Printed, not
    /// recorded.
    #[serde(skip)]
    pub kill_tests: Vec<String>,
}

/// What the flags ask for.
pub struct MutantArgs {
    pub ids: Vec<String>,
    pub jobs: usize,
    pub record: Option<PathBuf>,
    pub update_record: bool,
}

/// The digest of a problem folder (embedded or on disk): relative paths and contents, in path
/// order.
pub fn folder_digest(dir: &Path) -> anyhow::Result<String> {
    let folder = Tree::at(dir).with_context(|| format!("no folder {}", dir.display()))?;
    let mut files = Vec::new();
    for rel in folder.all_files().with_context(|| format!("reading {}", dir.display()))? {
        let bytes = folder.read_bytes(&rel).with_context(|| format!("reading {rel}"))?;
        files.push((rel, bytes));
    }
    files.sort();
    let mut h = Sha256::new();
    for (rel, bytes) in files {
        h.update(rel.as_bytes());
        h.update([0]);
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    }
    Ok(hex::encode(h.finalize()))
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Every mutant of `reference` (Python: mutate.py; JavaScript: jsmutate.py), run by the host's
/// python3. They only parse the bank's own reference (jsmutate.py also compiles each mutant with
/// V8 without running it); they never see submitted code.
pub(crate) fn all_mutants(reference: &SourceFile) -> anyhow::Result<Vec<Mutant>> {
    use std::io::Write;
    let script = match reference.lang {
        Lang::Python => MUTATE_PY,
        Lang::JavaScript => MUTATE_JS,
        other => bail!("no mutator for {other} ({})", reference.path),
    };
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .context("running python3 for mutate.py (install python3)")?;
    child.stdin.take().context("python3 stdin")?.write_all(reference.code.as_bytes())?;
    let out = child.wait_with_output()?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        bail!("mutating {} failed: {}", reference.path, stderr.trim());
    }
    // A mutant jsmutate.py's tokens got wrong does not compile and is dropped: say so.
    for line in stderr.lines() {
        eprintln!("warning: {}: {line}", reference.path);
    }
    serde_json::from_slice(&out.stdout).context("mutator output")
}

/// At most [`MAX_MUTANTS`] of `all`, evenly spread over the sites rather than the first N, so
/// every part of the code is hit.
fn sample(all: Vec<Mutant>) -> Vec<Mutant> {
    let step = all.len().div_ceil(MAX_MUTANTS).max(1);
    all.into_iter().step_by(step).collect()
}

/// The `[mutants] equivalent` entries of `p` that match no mutant of its reference any more
/// (`line N: what` each): the reference changed under the listing, which must be reviewed again.
pub(crate) fn stale_listings(p: &Problem) -> anyhow::Result<Vec<String>> {
    let listed = &p.spec.mutants.equivalent;
    if listed.is_empty() {
        return Ok(Vec::new());
    }
    let reference = p.mutated_reference().context("no reference to mutate")?;
    Ok(unmatched(listed, &all_mutants(reference)?))
}

/// `line N: what` of each entry of `listed` that names none of `all`.
fn unmatched(listed: &[EquivalentMutant], all: &[Mutant]) -> Vec<String> {
    listed
        .iter()
        .filter(|e| !all.iter().any(|m| m.listed_as(e)))
        .map(|e| format!("line {}: {}", e.line, e.what))
        .collect()
}

/// The problem with `factor` times as many small stress tests, no large ones and no probe. Large
/// tests catch slow solutions, not wrong ones, and cost most of a judgement: mutants are judged
/// on `small_only(p, 1)` and a survivor again on `small_only(p, 5)`, the set it must also pass to
/// count as equivalent (`None` without a generator: equivalence cannot be told).
fn small_only(p: &Problem, factor: u32) -> Option<Problem> {
    let mut small = p.clone();
    small.spec.probe = None;
    let s = small.spec.stress.as_mut()?;
    s.per_size = s.per_size.max(1) * factor;
    s.large.clear();
    Some(small)
}

/// Judge every mutant of `p`'s reference, `jobs` at a time. Fails when a `[mutants] equivalent`
/// entry matches no mutant (stale) or names one the tests kill (not equivalent after all).
async fn score(judge: Arc<Judge>, p: &Problem, jobs: usize) -> anyhow::Result<MutantScore> {
    let started = Instant::now();
    let reference = p.mutated_reference().context("no Python or JavaScript reference to mutate")?;
    let lang = reference.lang;
    let all = all_mutants(reference)?;
    let listed = p.spec.mutants.equivalent.clone();
    let stale = unmatched(&listed, &all);
    if !stale.is_empty() {
        bail!(
            "[mutants] equivalent lists what is no mutant of {} any more (review them again): {}",
            reference.path,
            stale.join("; ")
        );
    }
    let mutants = sample(all);
    let gate = Arc::new(tokio::sync::Semaphore::new(jobs.max(1)));
    let wide = Arc::new(small_only(p, 5));
    let problem = Arc::new(small_only(p, 1).unwrap_or_else(|| p.clone()));
    let listed = Arc::new(listed);
    let mut tasks = Vec::new();
    for m in mutants.iter().cloned() {
        let (judge, gate, wide, problem, listed) = (
            Arc::clone(&judge),
            Arc::clone(&gate),
            Arc::clone(&wide),
            Arc::clone(&problem),
            Arc::clone(&listed),
        );
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await.ok()?;
            let opts = JudgeOptions { probe: false, style: false, ..JudgeOptions::default() };
            let o = judge.judge(&problem, lang, &m.code, &opts).await.ok()?;
            let is_listed = listed.iter().any(|e| m.listed_as(e));
            if !o.accepted() {
                return Some(if is_listed { Fate::KilledButListed(m) } else { Fate::Killed });
            }
            if is_listed {
                return Some(Fate::Listed);
            }
            let Some(wide) = wide.as_ref() else { return Some(Fate::Survived(m)) };
            let o = judge.judge(wide, lang, &m.code, &opts).await.ok()?;
            if o.accepted() {
                return Some(Fate::Equivalent);
            }
            let test = o.first_failure().and_then(|t| kill_test(&m, t));
            Some(Fate::SurvivedUntil(m, test))
        }));
    }
    let mut fates = Vec::new();
    for t in tasks {
        fates.push(t.await.ok().flatten());
    }
    let mut s = tally(mutants.len(), fates)?;
    s.digest = folder_digest(&p.dir)?;
    s.secs = started.elapsed().as_secs_f64();
    Ok(s)
}

/// The score of `total` mutants from their fates (`None`: the judge could not run it).
fn tally(total: usize, fates: Vec<Option<Fate>>) -> anyhow::Result<MutantScore> {
    let (mut killed, mut equivalent, mut listed, mut unjudged) = (0, 0, 0, 0);
    let (mut survivors, mut kill_tests, mut wrongly_listed) = (Vec::new(), Vec::new(), Vec::new());
    for fate in fates {
        match fate {
            Some(Fate::Killed) => killed += 1,
            Some(Fate::KilledButListed(m)) => {
                wrongly_listed.push(format!("line {}: {}", m.line, m.what))
            }
            Some(Fate::Equivalent) => equivalent += 1,
            Some(Fate::Listed) => {
                equivalent += 1;
                listed += 1;
            }
            Some(Fate::Survived(m)) => survivors.push(format!("line {}: {}", m.line, m.what)),
            Some(Fate::SurvivedUntil(m, test)) => {
                survivors.push(format!("line {}: {}", m.line, m.what));
                kill_tests.extend(test);
            }
            // The judge could not run it (sandbox trouble): not evidence either way.
            None => unjudged += 1,
        }
    }
    if !wrongly_listed.is_empty() {
        bail!(
            "[mutants] equivalent lists mutants the tests kill, so they are not equivalent (remove them): {}",
            wrongly_listed.join("; ")
        );
    }
    let live = total - equivalent - unjudged;
    let rate = if live == 0 { 1.0 } else { killed as f64 / live as f64 };
    Ok(MutantScore {
        digest: String::new(),
        mutants: total,
        killed,
        equivalent,
        listed,
        unjudged,
        rate,
        survivors,
        secs: 0.0,
        kill_tests,
    })
}

enum Fate {
    Killed,
    /// Killed, yet listed in `[mutants] equivalent`: the listing is wrong.
    KilledButListed(Mutant),
    Equivalent,
    /// Accepted, and listed in `[mutants] equivalent` by a reviewer.
    Listed,
    /// Accepted, and no generator to tell it from an equivalent mutant.
    Survived(Mutant),
    /// Accepted by the tests, rejected by the larger stress set (on the test it carries).
    SurvivedUntil(Mutant, Option<String>),
}

/// The `[[tests]]` entry that kills mutant `m`: the stress input it failed, with the expected
/// answer the reference gave (the operator's view of the outcome holds both).
fn kill_test(m: &Mutant, failed: &mashang_judge::TestResult) -> Option<String> {
    let (input, expected) = (failed.input.as_deref()?, failed.expected.as_deref()?);
    // Longer ones are shown cut (judge::verdict's preview): not a usable test.
    if input.len() > 2_000 || expected.len() > 2_000 {
        return None;
    }
    let quote = |s: &str| toml::Value::String(s.to_string()).to_string();
    let words = m.what.replace('+', " plus ").replace('-', " minus ");
    let slug = words
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    Some(format!(
        "[[tests]]\nname = {}\ninput = {}\nexpected = {}\n",
        quote(&format!("kills-line-{}-{slug}", m.line)),
        quote(input),
        quote(expected)
    ))
}

type Record = BTreeMap<String, MutantScore>;

fn read_record(path: &Path) -> anyhow::Result<Record> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text).with_context(|| format!("{}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Record::new()),
        Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
    }
}

pub fn run(tree: &Tree, args: MutantArgs) -> anyhow::Result<()> {
    let (bank, _) = mashang_bank::load_tree(tree);
    let selected: Vec<Problem> = if args.ids.is_empty() {
        bank.iter().filter(|p| p.is_judged() && p.mutated_reference().is_some()).cloned().collect()
    } else {
        args.ids
            .iter()
            .map(|id| bank.get(id).cloned().with_context(|| format!("no problem `{id}`")))
            .collect::<anyhow::Result<_>>()?
    };
    let mut record = match &args.record {
        Some(path) => read_record(path)?,
        None => Record::new(),
    };
    let judge = Arc::new(crate::cli::judge::local_judge()?);
    let rt = crate::cli::judge::runtime()?;
    let (mut below, mut known_below, mut failed) = (Vec::new(), Vec::new(), Vec::new());
    for p in &selected {
        let digest = folder_digest(&p.dir)?;
        if let Some(r) = record.get(p.id()).filter(|r| args.record.is_some() && r.digest == digest)
        {
            println!("{:<32} {:>5.1}%  (unchanged, recorded)", p.id(), r.rate * 100.0);
            // Known and unchanged: follow-up work, not a failure of this change.
            if r.rate < THRESHOLD {
                known_below.push(format!("{} ({:.1}%)", p.id(), r.rate * 100.0));
            }
            continue;
        }
        if p.mutated_reference().is_none() {
            println!("{:<32} skipped: no Python or JavaScript reference to mutate", p.id());
            continue;
        }
        let s = match rt.block_on(score(Arc::clone(&judge), p, args.jobs)) {
            Ok(s) => s,
            Err(e) => {
                println!("{:<32} failed: {e:#}", p.id());
                failed.push(p.id().to_string());
                continue;
            }
        };
        print_score(p, &s);
        if s.rate < THRESHOLD {
            below.push(format!("{} ({:.1}%)", p.id(), s.rate * 100.0));
        }
        record.insert(p.id().to_string(), s);
        // Saved after every problem, so an interrupted run keeps what it measured.
        if let (Some(path), true) = (&args.record, args.update_record) {
            std::fs::write(path, serde_json::to_string_pretty(&record)? + "\n")
                .with_context(|| format!("writing {}", path.display()))?;
        }
    }
    if !known_below.is_empty() {
        eprintln!(
            "warning: {} unchanged problem(s) recorded below {:.0}%: {}",
            known_below.len(),
            THRESHOLD * 100.0,
            known_below.join(", ")
        );
    }
    if !failed.is_empty() {
        bail!("mutation testing failed for {}", failed.join(", "));
    }
    if !below.is_empty() {
        bail!(
            "{} problem(s) below {:.0}% kill rate: {}",
            below.len(),
            THRESHOLD * 100.0,
            below.join(", ")
        );
    }
    Ok(())
}

/// One problem's line, its survivors and what to do about them.
fn print_score(p: &Problem, s: &MutantScore) {
    let listed = if s.listed > 0 { format!(" ({} listed)", s.listed) } else { String::new() };
    println!(
        "{:<32} {:>5.1}%  {} mutants: {} killed, {} equivalent{listed}, {} survived  {:.1}s",
        p.id(),
        s.rate * 100.0,
        s.mutants,
        s.killed,
        s.equivalent,
        s.survivors.len(),
        s.secs
    );
    for sv in &s.survivors {
        println!("    survived: {sv}");
    }
    if !s.kill_tests.is_empty() {
        println!("    tests that kill them (stress inputs they failed; add to problem.toml):");
        for t in &s.kill_tests {
            let indented: Vec<_> = t.lines().map(|l| format!("      {l}")).collect();
            println!("{}", indented.join("\n"));
        }
    } else if !s.survivors.is_empty() && !p.code_tests.is_empty() {
        println!(
            "    code tests: add a test that tells each one from the reference, or list a true \
             equivalent under [mutants] equivalent with why"
        );
    } else if !s.survivors.is_empty() && p.spec.stress.is_none() {
        println!(
            "    no gen.py: an equivalent mutant cannot be told from a weak test; add a generator"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_judge::{TestOrigin, TestResult, TestState, Verdict};

    fn failed(input: &str, expected: &str) -> TestResult {
        TestResult {
            name: "stress-3-1".into(),
            origin: TestOrigin::Stress,
            status: Verdict::WrongAnswer,
            time_ms: 1.0,
            input: Some(input.into()),
            expected: Some(expected.into()),
            actual: Some("0".into()),
            message: None,
            state: TestState::default(),
        }
    }

    fn mutant(what: &str) -> Mutant {
        Mutant { what: what.into(), line: 16, code: String::new() }
    }

    #[test]
    fn a_kill_test_is_a_tests_entry_that_loads_with_the_failed_input_and_the_reference_answer() {
        let input = r#"[["it's", "a \"quoted\" word"], [1, 2]]"#;
        let entry = kill_test(&mutant("constant +1"), &failed(input, "-1.0")).expect("a test");
        let parsed: toml::Table = toml::from_str(&entry).expect("valid TOML");
        let test = &parsed["tests"].as_array().expect("[[tests]]")[0];
        assert_eq!(test["name"].as_str(), Some("kills-line-16-constant-plus-1"));
        assert_eq!(test["input"].as_str(), Some(input));
        assert_eq!(test["expected"].as_str(), Some("-1.0"));
    }

    #[test]
    fn no_kill_test_is_proposed_from_an_input_shown_cut() {
        let long = format!("[{}]", vec!["1"; 1_500].join(","));
        assert!(kill_test(&mutant("range bound -1"), &failed(&long, "1")).is_none());
        let mut no_expected = failed("[1]", "1");
        no_expected.expected = None;
        assert!(kill_test(&mutant("range bound -1"), &no_expected).is_none());
    }
}
