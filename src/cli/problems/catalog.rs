//! `mashang problems list` with its filters and `mashang problems stats`: what the bank holds,
//! by role, level and roadmap topic (presets/roadmap.toml).

use std::fmt::Write as _;
use std::io::Write;

use anyhow::bail;
use clap::Args;
use mashang_bank::{Roadmap, Tree};
use mashang_core::plan::Plan;
use mashang_judge::problem::{Bank, Level, Problem, Role};

use super::{load_bank, summary};

/// Which problems `problems list` shows; every filter given must hold.
#[derive(Debug, Args, Default)]
pub struct Filter {
    /// A tag of the problem (`heap`) or a roadmap topic (`dp-2d`, see `problems stats`).
    #[arg(long)]
    topic: Option<String>,
    /// algorithm, backend, frontend or system-design.
    #[arg(long)]
    role: Option<String>,
    /// junior, mid or senior.
    #[arg(long)]
    level: Option<String>,
    /// Only the problems of this study plan, in the plan's order (`problems plans` lists them).
    #[arg(long)]
    plan: Option<String>,
}

/// A [`Filter`] with its values checked.
struct Checked<'a> {
    topic: Option<&'a str>,
    role: Option<Role>,
    level: Option<Level>,
}

impl Filter {
    fn check(&self) -> anyhow::Result<Checked<'_>> {
        let role = match self.role.as_deref() {
            Some(r) => match Role::parse(r) {
                Some(role) => Some(role),
                None => bail!("unknown --role `{r}` (algorithm, backend, frontend, system-design)"),
            },
            None => None,
        };
        let level = match self.level.as_deref() {
            Some(l) => match Level::parse(l) {
                Some(level) => Some(level),
                None => bail!("unknown --level `{l}` (junior, mid, senior)"),
            },
            None => None,
        };
        Ok(Checked { topic: self.topic.as_deref(), role, level })
    }
}

impl Checked<'_> {
    fn admits(&self, p: &Problem, roadmap: &Roadmap) -> bool {
        self.role.is_none_or(|r| p.roles().contains(&r))
            && self.level.is_none_or(|l| p.level() == l)
            && self.topic.is_none_or(|t| {
                p.spec.topics.iter().any(|x| x == t)
                    || roadmap.topics_of(p).iter().any(|r| r.id == t)
            })
    }
}

pub(super) fn list(tree: &Tree, json: bool, filter: &Filter) -> anyhow::Result<()> {
    let plan = match &filter.plan {
        Some(id) => Some(find_plan(tree, id)?),
        None => None,
    };
    let filter = filter.check()?;
    let (bank, _) = load_bank(tree);
    let roadmap = Roadmap::builtin();
    let in_order: Vec<&Problem> = match &plan {
        Some(plan) => plan.problems().filter_map(|id| bank.get(id)).collect(),
        None => bank.iter().collect(),
    };
    let shown: Vec<&Problem> = in_order.into_iter().filter(|p| filter.admits(p, roadmap)).collect();
    let mut out = std::io::stdout().lock();
    if json {
        let all: Vec<_> = shown
            .iter()
            .map(|p| {
                let mut v = summary(p);
                let on: Vec<&str> = roadmap.topics_of(p).iter().map(|t| t.id.as_str()).collect();
                v["roadmap"] = serde_json::json!(on);
                v
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
        return Ok(());
    }
    for p in &shown {
        let roles: Vec<_> = p.roles().iter().map(|r| r.as_str()).collect();
        writeln!(
            out,
            "{:<28} {:<7} {:<14} {:<28} {}",
            p.id(),
            p.level().as_str(),
            p.kind().as_str(),
            roles.join(","),
            p.title().en
        )?;
    }
    eprintln!("{} shown of {}", shown.len(), mashang::app::bank::describe(tree, &bank));
    Ok(())
}

pub(super) fn stats(tree: &Tree, json: bool) -> anyhow::Result<()> {
    let (bank, _) = load_bank(tree);
    let coverage = Coverage::of(&bank, Roadmap::builtin());
    let mut out = std::io::stdout().lock();
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&coverage.json())?)?;
    } else {
        write!(out, "{}", coverage.table())?;
    }
    Ok(())
}

/// The study plans that go with `tree`: the embedded ones with the embedded bank, the folder
/// beside a bank on disk (`<bank>/../plans`, as in a checkout), else none.
pub(super) fn plans_beside(tree: &Tree) -> Option<Tree> {
    if tree.is_embedded() {
        return Some(Tree::plans(None));
    }
    let dir = tree.path().parent()?.join("plans");
    dir.is_dir().then(|| Tree::disk(dir))
}

fn load_plans(tree: &Tree) -> (Vec<Plan>, Vec<mashang_core::plan::PlanError>) {
    plans_beside(tree).map(|t| mashang_bank::load_plans(&t)).unwrap_or_default()
}

fn find_plan(tree: &Tree, id: &str) -> anyhow::Result<Plan> {
    let (plans, _) = load_plans(tree);
    match plans.iter().find(|p| p.id == id) {
        Some(plan) => Ok(plan.clone()),
        None => {
            let ids: Vec<&str> = plans.iter().map(|p| p.id.as_str()).collect();
            bail!("no plan `{id}` (plans: {})", ids.join(", "))
        }
    }
}

/// What is wrong with the study plans beside `tree` against `bank`, one line each.
pub(super) fn plan_errors(tree: &Tree, bank: &Bank) -> Vec<String> {
    let (plans, errors) = load_plans(tree);
    let mut out: Vec<String> = errors.iter().map(ToString::to_string).collect();
    out.extend(plans.iter().flat_map(|p| p.check(bank)).map(|e| e.to_string()));
    out
}

/// `problems plans`: each plan with its size, pace and sections.
pub(super) fn plans(tree: &Tree) -> anyhow::Result<()> {
    let (bank, _) = load_bank(tree);
    let (plans, _) = load_plans(tree);
    let mut out = std::io::stdout().lock();
    for p in &plans {
        let n = p.problems().count();
        writeln!(out, "{:<12} {n:>3} problems, {}/week  {}", p.id, p.per_week, p.title.en)?;
        for s in &p.sections {
            writeln!(out, "    {:<36} {}", s.title.en, s.problems.len())?;
        }
    }
    for e in plan_errors(tree, &bank) {
        eprintln!("error: {e}");
    }
    Ok(())
}

/// Problem counts per row and level (junior, mid, senior).
type Row = (String, [usize; 3]);

/// The bank's coverage: roles × levels, and algorithm problems by roadmap topic × level.
struct Coverage {
    total: usize,
    roles: Vec<Row>,
    topics: Vec<Row>,
    /// Algorithm problems on no roadmap topic.
    off_roadmap: Vec<String>,
}

impl Coverage {
    fn of(bank: &Bank, roadmap: &Roadmap) -> Coverage {
        let count = |keep: &dyn Fn(&Problem) -> bool| {
            let mut n = [0; 3];
            for p in bank.iter().filter(|p| keep(p)) {
                n[p.level() as usize] += 1;
            }
            n
        };
        let roles =
            Role::ALL.iter().map(|&r| (r.as_str().to_string(), count(&|p| p.roles().contains(&r))));
        let algorithm = |p: &Problem| p.roles().contains(&Role::Algorithm);
        let topics = roadmap.topics().iter().map(|t| {
            let on =
                |p: &Problem| algorithm(p) && roadmap.topics_of(p).iter().any(|x| x.id == t.id);
            (t.id.clone(), count(&on))
        });
        let off_roadmap = bank
            .iter()
            .filter(|p| algorithm(p) && roadmap.topics_of(p).is_empty())
            .map(|p| p.id().to_string())
            .collect();
        Coverage {
            total: bank.len(),
            roles: roles.collect(),
            topics: topics.collect(),
            off_roadmap,
        }
    }

    fn table(&self) -> String {
        let mut s = format!("{} problems\n\n", self.total);
        for (title, rows) in [("role", &self.roles), ("algorithm topic", &self.topics)] {
            let _ = writeln!(s, "| {title} | junior | mid | senior | total |");
            let _ = writeln!(s, "|---|---:|---:|---:|---:|");
            for (name, [j, m, x]) in rows {
                let _ = writeln!(s, "| {name} | {j} | {m} | {x} | {} |", j + m + x);
            }
            s.push('\n');
        }
        if !self.off_roadmap.is_empty() {
            let _ = writeln!(
                s,
                "algorithm problems on no roadmap topic: {}",
                self.off_roadmap.join(", ")
            );
        }
        s
    }

    fn json(&self) -> serde_json::Value {
        let rows = |rows: &[Row]| -> serde_json::Value {
            rows.iter()
                .map(|(name, [j, m, x])| {
                    (name.clone(), serde_json::json!({"junior": j, "mid": m, "senior": x}))
                })
                .collect::<serde_json::Map<_, _>>()
                .into()
        };
        serde_json::json!({
            "total": self.total,
            "roles": rows(&self.roles),
            "topics": rows(&self.topics),
            "off_roadmap": self.off_roadmap,
        })
    }
}
