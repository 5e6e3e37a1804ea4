//! `mashang problems import --format humaneval-x DIR` and `mashang problems conformance DIR`:
//! read a HumanEval-X data set (one gzip JSONL per language), write it as problems whose tests
//! are code in each language, and measure per language how many canonical solutions the judge
//! accepts and how many deliberately broken ones it rejects.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use mashang_judge::CheckReport;
use mashang_judge::problem::Lang;
use mashang_judge::problem::humaneval::{self, Record};

/// Which tasks and languages to take from the data set.
#[derive(Debug, Clone, clap::Args)]
pub struct Selection {
    /// Languages to import (default: every language with a file in DIR).
    #[arg(long = "lang", value_delimiter = ',')]
    pub langs: Vec<String>,
    /// Task numbers, e.g. `0-19` or `0,5,22` (default: all).
    #[arg(long)]
    pub tasks: Option<String>,
}

fn parse_tasks(spec: &str) -> anyhow::Result<Vec<(u32, u32)>> {
    spec.split(',')
        .map(|part| {
            let (a, b) = part.split_once('-').unwrap_or((part, part));
            Ok((a.trim().parse()?, b.trim().parse()?))
        })
        .collect::<Result<_, std::num::ParseIntError>>()
        .with_context(|| format!("--tasks `{spec}`: expected numbers and ranges like 0-9,22"))
}

/// Records per task number per language.
pub fn read_set(
    dir: &Path,
    sel: &Selection,
) -> anyhow::Result<BTreeMap<u32, BTreeMap<Lang, Record>>> {
    let langs: Vec<Lang> = if sel.langs.is_empty() {
        Lang::ALL.into_iter().filter(|l| dir.join(humaneval::file_name(*l)).is_file()).collect()
    } else {
        sel.langs.iter().map(|l| l.parse().map_err(anyhow::Error::msg)).collect::<Result<_, _>>()?
    };
    if langs.is_empty() {
        bail!("no humaneval_<lang>.jsonl.gz files in {}", dir.display());
    }
    let ranges = sel.tasks.as_deref().map(parse_tasks).transpose()?;
    let mut out: BTreeMap<u32, BTreeMap<Lang, Record>> = BTreeMap::new();
    for lang in langs {
        let path = dir.join(humaneval::file_name(lang));
        let file =
            std::fs::File::open(&path).with_context(|| format!("opening {}", path.display()))?;
        let reader = std::io::BufReader::new(flate2::read::GzDecoder::new(file));
        for (n, line) in reader.lines().enumerate() {
            let line = line.with_context(|| format!("reading {}", path.display()))?;
            if line.trim().is_empty() {
                continue;
            }
            let rec: Record = serde_json::from_str(&line).with_context(|| {
                format!("{} line {}: not a HumanEval-X record", path.display(), n + 1)
            })?;
            let Some(num) = rec.number() else {
                bail!("{} line {}: task_id `{}` has no number", path.display(), n + 1, rec.task_id);
            };
            if ranges.as_ref().is_some_and(|r| !r.iter().any(|(a, b)| (*a..=*b).contains(&num))) {
                continue;
            }
            out.entry(num).or_default().insert(lang, rec);
        }
    }
    Ok(out)
}

/// Write every selected task under `out`; returns how many problems were written.
pub fn import(dir: &Path, out: &Path, sel: &Selection) -> anyhow::Result<usize> {
    let set = read_set(dir, sel)?;
    for (num, records) in &set {
        let problem = humaneval::import_task(*num, records).map_err(anyhow::Error::msg)?;
        let root = out.join(&problem.id);
        for f in &problem.files {
            let path = root.join(&f.path);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)
                    .with_context(|| format!("creating {}", parent.display()))?;
            }
            std::fs::write(&path, &f.content)
                .with_context(|| format!("writing {}", path.display()))?;
        }
    }
    Ok(set.len())
}

pub fn run_import(dir: &Path, out: Option<PathBuf>, sel: &Selection) -> anyhow::Result<()> {
    let out = out.unwrap_or_else(|| {
        mashang::config::load(None)
            .map(|c| c.settings.data_dir)
            .unwrap_or_else(|_| PathBuf::from("data"))
            .join("imported/humaneval-x")
    });
    let n = import(dir, &out, sel)?;
    eprintln!("imported {n} problems into {}", out.display());
    println!("{}", out.display());
    Ok(())
}

/// Per-language conformance figures.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct LangFigures {
    pub tasks: usize,
    pub accepted: usize,
    /// Canonical solutions not accepted that the data set's README lists as upstream problems.
    pub known_exceptions: Vec<String>,
    /// Canonical solutions not accepted for any other reason (judge bugs to fix).
    pub unexpected: Vec<String>,
    /// Broken bodies accepted because the upstream test never calls the solution (see
    /// `humaneval::weak_test`).
    pub weak_tests: Vec<String>,
    /// Broken variant → (rejected, total, task ids accepted for no known reason).
    pub broken: BTreeMap<String, (usize, usize, Vec<String>)>,
    pub skipped: bool,
}

pub fn tally(reports: &[CheckReport]) -> BTreeMap<String, LangFigures> {
    let mut out: BTreeMap<String, LangFigures> = BTreeMap::new();
    for r in reports {
        let num: u32 = r.problem.trim_start_matches("humaneval-").parse().unwrap_or(u32::MAX);
        for item in &r.items {
            let f = out.entry(item.lang.clone()).or_default();
            if item.got == "unavailable" {
                f.skipped = true;
                continue;
            }
            let lang: Option<Lang> = item.lang.parse().ok();
            let label = format!("{}/{num}", item.lang);
            if item.file.starts_with("solutions/") {
                f.tasks += 1;
                if item.got == "accepted" {
                    f.accepted += 1;
                } else {
                    let why = lang.and_then(|l| humaneval::known_exception(l, num));
                    let entry = format!("{label} ({}: {})", item.got, why.unwrap_or(&item.detail));
                    if why.is_some() {
                        f.known_exceptions.push(entry)
                    } else {
                        f.unexpected.push(entry)
                    }
                }
            } else {
                let variant = Path::new(&item.file)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let b = f.broken.entry(variant).or_default();
                b.1 += 1;
                if item.got != "accepted" {
                    b.0 += 1;
                } else if let Some(why) = lang.and_then(|l| humaneval::weak_test(l, num)) {
                    let entry = format!("{label} broken body accepted: {why}");
                    if !f.weak_tests.contains(&entry) {
                        f.weak_tests.push(entry);
                    }
                } else {
                    b.2.push(label);
                }
            }
        }
    }
    out
}

pub fn run_conformance(
    dir: &Path,
    sel: &Selection,
    jobs: Option<usize>,
    json: bool,
) -> anyhow::Result<()> {
    let started = Instant::now();
    let tmp =
        std::env::temp_dir().join(format!("mashang-conformance-{}", uuid::Uuid::new_v4().simple()));
    let n = import(dir, &tmp, sel)?;
    let (bank, errors) = mashang_bank::load_imported(&tmp);
    for e in &errors {
        eprintln!("error: {e}");
    }
    let jobs = super::check::parallelism(jobs);
    let judge = Arc::new(crate::cli::judge::local_judge()?);
    let rt = crate::cli::judge::runtime()?;
    let problems: Vec<_> = bank.iter().cloned().collect();
    let reports =
        rt.block_on(super::check::check_all(judge, problems, jobs, Default::default(), |r| {
            for i in r.items.iter().filter(|i| {
                let must_pass = i.file.starts_with("solutions/");
                i.got != "unavailable" && must_pass != (i.got == "accepted")
            }) {
                eprintln!("  {} {}: {} ({})", r.problem, i.file, i.got, first_line(&i.detail));
            }
        }));
    let _ = std::fs::remove_dir_all(&tmp);
    let figures = tally(&reports);
    if json {
        println!("{}", serde_json::to_string_pretty(&figures)?);
    } else {
        print_table(&figures);
    }
    eprintln!(
        "{n} tasks imported ({} load errors), judged in {:.0} s with {jobs} in parallel",
        errors.len(),
        started.elapsed().as_secs_f64()
    );
    let bad = figures.values().any(|f| {
        !f.unexpected.is_empty() || f.broken.values().any(|(_, _, accepted)| !accepted.is_empty())
    });
    if bad || !errors.is_empty() {
        bail!("conformance: unexpected results (see above)");
    }
    Ok(())
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

fn print_table(figures: &BTreeMap<String, LangFigures>) {
    println!(
        "| language | canonical accepted | wrong_return rejected | empty_body rejected | known upstream exceptions | unexpected |"
    );
    println!("|---|---|---|---|---|---|");
    for (lang, f) in figures {
        if f.skipped && f.tasks == 0 {
            println!("| {lang} | skipped: not available here | | | | |");
            continue;
        }
        let b = |k: &str| {
            f.broken.get(k).map(|(r, t, _)| format!("{r}/{t}")).unwrap_or_else(|| "-".into())
        };
        println!(
            "| {lang} | {}/{} | {} | {} | {} | {} |",
            f.accepted,
            f.tasks,
            b("wrong_return"),
            b("empty_body"),
            {
                let known: Vec<_> =
                    f.known_exceptions.iter().chain(&f.weak_tests).cloned().collect();
                if known.is_empty() { "none".into() } else { known.join("; ") }
            },
            if f.unexpected.is_empty() { "none".into() } else { f.unexpected.join("; ") },
        );
    }
}
