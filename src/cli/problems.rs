//! `mashang problems list|show|check|import|schema`: browse, verify and import the problem bank.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use mashang_bank::Tree;
use mashang_judge::problem::{Bank, Lang, Problem};
use mashang_judge::{CheckOptions, LimitScale};

mod catalog;
mod check;
mod import;
#[cfg(test)]
mod jsmutate_tests;
mod mutants;
mod new;
mod record;
mod suggest;

#[derive(Debug, Args)]
pub struct ProblemsArgs {
    /// Problem bank directory (default: the bank embedded in the binary).
    #[arg(long, env = "MASHANG_PROBLEMS", global = true)]
    pub dir: Option<PathBuf>,
    #[command(subcommand)]
    pub cmd: ProblemsCmd,
}

#[derive(Debug, Subcommand)]
pub enum ProblemsCmd {
    /// List problems (id, level, kind, roles, title), filtered by topic, role and level.
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        filter: catalog::Filter,
    },
    /// The study plans (presets/plans): each with its size, pace and sections.
    Plans,
    /// The bank's coverage: problems per role and level, and algorithm problems per roadmap
    /// topic (presets/roadmap.toml) and level, as markdown tables.
    Stats {
        #[arg(long)]
        json: bool,
    },
    /// Show one problem as the candidate sees it (statement, samples, hints are not revealed).
    Show {
        id: String,
        #[arg(long)]
        json: bool,
        /// Statement language: zh or en.
        #[arg(long, default_value = "en")]
        lang: String,
        /// Also print the starter code in this programming language (python, cpp, …).
        #[arg(long)]
        starter: Option<String>,
    },
    /// Run every reference (must pass), known-wrong solution (must fail) and starter (must compile
    /// and fail); exit 1 otherwise.
    Check {
        ids: Vec<String>,
        #[arg(long)]
        json: bool,
        /// Problems checked at once (default: the available parallelism).
        #[arg(long, short)]
        jobs: Option<usize>,
        /// Then propose time limits from the references' measured times (3× the slowest test),
        /// show their measured complexity and list weak tests (no known-wrong solution fails them).
        #[arg(long)]
        suggest: bool,
        /// A `time_limit` known-wrong solution must still time out with every limit multiplied by
        /// this (so a faster machine rejects it too).
        /// (1 to 20, e.g. 1.5 or 3).
        #[arg(long, default_value = "1.5")]
        tle_margin: LimitScale,
        /// Judge only the `time_limit` known-wrong solutions (an audit of their margin, e.g. with
        /// `--tle-margin 3`).
        #[arg(long)]
        only_time_limit: bool,
        /// Instead: mutation testing of the tests (kill rate of mutants of the Python reference
        /// per problem; exit 1 when one is below 95 %).
        #[arg(long)]
        mutants: bool,
        /// A JSON record of per-problem digests; problems whose files are unchanged since it are
        /// not run again. With --mutants: their kill rates (`.ci/mutants.json`); else the checks
        /// that passed on the judge sources named by --sources (`.ci/checks.json`).
        #[arg(long)]
        record: Option<PathBuf>,
        /// With --record (no --mutants): the digest of the judge's sources the checks run on
        /// (`.ci/judge-digest` prints it); a different digest than the record's checks all.
        #[arg(long, requires = "record", conflicts_with = "mutants")]
        sources: Option<String>,
        /// With --record: rewrite the record with this run's results.
        #[arg(long, requires = "record")]
        update_record: bool,
    },
    /// Scaffold a new problem folder `<dir>/<id>` that loads and checks, with TODO markers where
    /// the author has work left (`problems check <id>` lists them).
    New { id: String },
    /// Import a data set as problems: `--format humaneval-x DIR` (one gzip JSONL per language).
    Import {
        /// The data set directory (e.g. ../shared/conformance/humaneval-x).
        src: PathBuf,
        /// Only `humaneval-x` so far.
        #[arg(long, default_value = "humaneval-x")]
        format: String,
        /// Where to write the problems (default: <data dir>/imported/humaneval-x).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        sel: import::Selection,
    },
    /// Import a HumanEval-X set into a temp dir and report, per language, canonical solutions
    /// accepted and broken ones rejected.
    Conformance {
        src: PathBuf,
        #[command(flatten)]
        sel: import::Selection,
        #[arg(long, short)]
        jobs: Option<usize>,
        #[arg(long)]
        json: bool,
    },
    /// Print the JSON Schema of problem.toml.
    Schema,
}

pub fn run(args: ProblemsArgs) -> anyhow::Result<()> {
    let bank = Tree::problems(args.dir.as_deref());
    match args.cmd {
        ProblemsCmd::List { json, filter } => catalog::list(&bank, json, &filter),
        ProblemsCmd::Stats { json } => catalog::stats(&bank, json),
        ProblemsCmd::Plans => catalog::plans(&bank),
        ProblemsCmd::Show { id, json, lang, starter } => {
            show(&bank, &id, json, &lang, starter.as_deref())
        }
        ProblemsCmd::Check { ids, mutants: true, jobs, record, update_record, .. } => {
            let jobs = check::parallelism(jobs);
            mutants::run(&bank, mutants::MutantArgs { ids, jobs, record, update_record })
        }
        ProblemsCmd::Check {
            ids,
            json,
            jobs,
            suggest,
            tle_margin,
            only_time_limit,
            record,
            sources,
            update_record,
            ..
        } => {
            let opts = CheckOptions { tle_margin, only_time_limit };
            let record = match (record, sources) {
                (Some(path), Some(sources)) => {
                    Some(record::RecordArgs { path, sources, update: update_record })
                }
                (None, _) => None,
                (Some(_), None) => bail!("--record without --mutants needs --sources"),
            };
            check::run(&bank, &ids, check::CheckArgs { json, jobs, suggest, opts, record })
        }
        // Writing needs a real folder: the embedded bank is read-only.
        ProblemsCmd::New { id } => match &args.dir {
            Some(dir) => new::run(dir, &id),
            None => bail!(
                "`problems new` writes a folder: name the bank directory with --dir or \
                 MASHANG_PROBLEMS (e.g. --dir presets/problems in a checkout)"
            ),
        },
        ProblemsCmd::Import { src, format, out, sel } => {
            if format != "humaneval-x" {
                bail!("unknown --format `{format}` (supported: humaneval-x)");
            }
            import::run_import(&src, out, &sel)
        }
        ProblemsCmd::Conformance { src, sel, jobs, json } => {
            import::run_conformance(&src, &sel, jobs, json)
        }
        ProblemsCmd::Schema => {
            println!("{}", serde_json::to_string_pretty(&mashang_judge::problem::json_schema())?);
            Ok(())
        }
    }
}

/// Load the bank, printing load errors to stderr.
pub fn load_bank(bank: &Tree) -> (Bank, usize) {
    let (bank, errors) = mashang_bank::load_tree(bank);
    for e in &errors {
        eprintln!("error: {e}");
    }
    (bank, errors.len())
}

/// A problem by id from the bank, or a problem directory path.
pub fn find_problem(bank: &Tree, id_or_path: &str) -> anyhow::Result<Problem> {
    let path = Path::new(id_or_path);
    if path.join("problem.toml").is_file() || path.file_name().is_some_and(|n| n == "problem.toml")
    {
        let dir = if path.is_dir() { path } else { path.parent().unwrap_or(Path::new(".")) };
        return mashang_bank::load_problem(dir).map_err(|errs| {
            anyhow::anyhow!(errs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))
        });
    }
    let (problems, _) = mashang_bank::load_tree(bank);
    match problems.get(id_or_path) {
        Some(p) => Ok(p.clone()),
        None => bail!(
            "no problem `{id_or_path}` in {} (and no problem.toml at that path)",
            bank.path().display()
        ),
    }
}

pub(super) fn summary(p: &Problem) -> serde_json::Value {
    serde_json::json!({
        "id": p.id(),
        "title": p.title().en,
        "title_zh": p.title().zh,
        "level": p.level().as_str(),
        "roles": p.roles().iter().map(|r| r.as_str()).collect::<Vec<_>>(),
        "topics": p.spec.topics,
        "kind": p.kind().as_str(),
        "languages": p.languages().iter().map(|l| l.id()).collect::<Vec<_>>(),
    })
}

fn show(
    bank: &Tree,
    id: &str,
    json: bool,
    lang: &str,
    starter_lang: Option<&str>,
) -> anyhow::Result<()> {
    let p = find_problem(bank, id).context("loading the problem")?;
    let mut out = std::io::stdout().lock();
    let starter_lang =
        starter_lang.map(str::parse::<Lang>).transpose().map_err(anyhow::Error::msg)?;
    let starter = match starter_lang {
        Some(l) => Some(p.starter(l).with_context(|| format!("`{}` has no {l} starter", p.id()))?),
        None => None,
    };
    let samples: Vec<_> = p
        .samples()
        .map(|t| serde_json::json!({"name": t.name, "input": t.input, "expected": t.expected}))
        .collect();
    if json {
        let mut v = summary(&p);
        v["statement"] = serde_json::json!({"zh": p.spec.statement.zh, "en": p.spec.statement.en});
        v["samples"] = serde_json::Value::Array(samples);
        v["complexity"] = serde_json::to_value(&p.spec.complexity)?;
        if let Some(sig) = &p.spec.signature {
            v["signature"] = serde_json::to_value(sig)?;
        }
        if let Some(class) = &p.spec.class {
            v["class"] = serde_json::to_value(class)?;
        }
        if let Some(code) = &starter {
            v["starter"] = serde_json::json!(code);
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "# {} ({} · {} · {})\n",
        p.title().get(lang),
        p.id(),
        p.level().as_str(),
        p.kind().as_str()
    )?;
    writeln!(out, "{}\n", p.spec.statement.get(lang).trim())?;
    if let Some(sig) = &p.spec.signature {
        let params: Vec<_> = sig.params.iter().map(|x| format!("{}: {}", x.name, x.ty)).collect();
        let mutates = sig.mutates.as_ref().map(|m| format!(" (changes `{m}` in place)"));
        writeln!(
            out,
            "signature: {}({}) -> {}{}\n",
            sig.name,
            params.join(", "),
            sig.returns,
            mutates.unwrap_or_default()
        )?;
    }
    for t in p.samples() {
        writeln!(
            out,
            "sample `{}`:\n  input:    {}\n  expected: {}",
            t.name,
            t.input.trim(),
            t.expected.trim()
        )?;
    }
    writeln!(
        out,
        "\nlanguages: {}",
        p.languages().iter().map(|l| l.id()).collect::<Vec<_>>().join(", ")
    )?;
    if let (Some(l), Some(code)) = (starter_lang, &starter) {
        writeln!(out, "\nstarter ({l}):\n{}", code.trim_end())?;
    }
    Ok(())
}
