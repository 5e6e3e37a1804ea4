//! What `/plan` tells people, as data, and its rendering through the catalog (`plan.*` keys in
//! presets/i18n/plan.*.toml). Titles come from the plan files (operator-written, bilingual);
//! member names have passed `names` when they were stored.

use mashang_i18n::{Locale, t};

use super::board::short_name;

/// One plan in `/plan list`.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanRow {
    pub id: String,
    pub title: String,
    pub description: String,
    pub problems: usize,
    pub per_week: u8,
}

/// One section's line: its title, and done/total.
#[derive(Debug, Clone, PartialEq)]
pub struct SectionLine {
    pub title: String,
    pub done: usize,
    pub total: usize,
}

/// One thing `/plan` says.
#[derive(Debug, Clone, PartialEq)]
pub enum PlanMsg {
    List {
        plans: Vec<PlanRow>,
        /// The plan the caller follows.
        following: Option<String>,
    },
    /// A plan's problems by section; `✓` where the caller solved one.
    Show {
        title: String,
        description: String,
        per_week: u8,
        sections: Vec<(String, Vec<(String, bool)>)>,
    },
    Started {
        title: String,
        total: usize,
        per_week: u8,
        done: usize,
        next: Option<String>,
    },
    Stopped {
        title: String,
    },
    NotFollowing,
    /// No such plan (`id` only when it is a well-formed id: nothing typed is shown otherwise).
    Unknown {
        id: Option<String>,
        available: String,
    },
    Progress {
        title: String,
        done: usize,
        total: usize,
        since: String,
        /// What the pace expects by today.
        expected: usize,
        sections: Vec<SectionLine>,
        next: Option<String>,
    },
    /// A group following a plan: what its members solved together, and what comes next.
    Group {
        group: String,
        title: String,
        solved: usize,
        posted: usize,
        total: usize,
        next: Option<String>,
        /// Members with the most plan problems solved in the group (name, count).
        top: Vec<(String, usize)>,
    },
}

/// A ten-cell bar of `done` out of `total`.
pub(crate) fn bar(done: usize, total: usize) -> String {
    let full = (done * 10).checked_div(total).unwrap_or(0).min(10);
    format!("{}{}", "▰".repeat(full), "▱".repeat(10 - full))
}

/// The line a daily post of a plan problem carries: plan, section, position.
pub(crate) fn daily_line(
    locale: Locale,
    plan: &str,
    section: &str,
    n: usize,
    total: usize,
) -> String {
    t(locale, "plan.daily", &[("plan", &plan), ("section", &section), ("n", &n), ("total", &total)])
}

pub fn render(msg: &PlanMsg, locale: Locale) -> String {
    let k = |key: &str| t(locale, &format!("plan.{key}"), &[]);
    match msg {
        PlanMsg::List { plans, following } => {
            let mut out = vec![k("list_title")];
            for p in plans {
                let mark = if following.as_ref() == Some(&p.id) { " ✅" } else { "" };
                out.push(t(
                    locale,
                    "plan.list_row",
                    &[
                        ("id", &p.id),
                        ("title", &p.title),
                        ("problems", &p.problems),
                        ("per_week", &p.per_week),
                        ("mark", &mark),
                    ],
                ));
                out.push(format!("  {}", p.description));
            }
            out.push(k("list_how"));
            out.join("\n")
        }
        PlanMsg::Show { title, description, per_week, sections } => {
            let mut out = vec![
                t(locale, "plan.show_title", &[("title", title), ("per_week", per_week)]),
                description.clone(),
            ];
            for (section, problems) in sections {
                out.push(String::new());
                out.push(format!("▸ {section}"));
                for (problem, done) in problems {
                    out.push(format!("- {} {problem}", if *done { "✓" } else { "·" }));
                }
            }
            out.join("\n")
        }
        PlanMsg::Started { title, total, per_week, done, next } => {
            let mut s = t(
                locale,
                "plan.started",
                &[("title", title), ("total", total), ("per_week", per_week), ("done", done)],
            );
            s.push('\n');
            s.push_str(&next_line(locale, next.as_deref()));
            s
        }
        PlanMsg::Stopped { title } => t(locale, "plan.stopped", &[("title", title)]),
        PlanMsg::NotFollowing => k("not_following"),
        PlanMsg::Unknown { id: Some(id), available } => {
            t(locale, "plan.unknown", &[("id", id), ("available", available)])
        }
        PlanMsg::Unknown { id: None, available } => {
            t(locale, "plan.unknown_any", &[("available", available)])
        }
        PlanMsg::Progress { title, done, total, since, expected, sections, next } => {
            progress(locale, (title, *done, *total), since, *expected, sections, next.as_deref())
        }
        PlanMsg::Group { group, title, solved, posted, total, next, top } => {
            let mut out = vec![t(
                locale,
                "plan.group",
                &[
                    ("group", group),
                    ("title", title),
                    ("solved", solved),
                    ("posted", posted),
                    ("total", total),
                    ("bar", &bar(*solved, *total)),
                ],
            )];
            out.push(match next {
                Some(n) => t(locale, "plan.group_next", &[("next", n)]),
                None => k("group_done"),
            });
            if !top.is_empty() {
                out.push(k("group_top"));
                for (i, (name, n)) in top.iter().enumerate() {
                    out.push(format!("{}. {} · {n}", i + 1, short_name(name, 24)));
                }
            }
            out.join("\n")
        }
    }
}

fn next_line(locale: Locale, next: Option<&str>) -> String {
    match next {
        Some(n) => t(locale, "plan.next", &[("next", &n)]),
        None => t(locale, "plan.done", &[]),
    }
}

fn progress(
    locale: Locale,
    (title, done, total): (&str, usize, usize),
    since: &str,
    expected: usize,
    sections: &[SectionLine],
    next: Option<&str>,
) -> String {
    let head = t(
        locale,
        "plan.progress",
        &[("title", &title), ("done", &done), ("total", &total), ("since", &since)],
    );
    let pace = if done >= expected {
        t(locale, "plan.on_track", &[("expected", &expected)])
    } else {
        t(locale, "plan.behind", &[("expected", &expected), ("behind", &(expected - done))])
    };
    let mut out = vec![head, bar(done, total), pace, String::new()];
    for s in sections {
        let mark = if s.done == s.total { "✓" } else { "·" };
        out.push(format!("{mark} {} {}/{}", s.title, s.done, s.total));
    }
    out.push(String::new());
    out.push(next_line(locale, next));
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_in_tenths_and_an_empty_plan_shows_none() {
        assert_eq!(bar(0, 75), "▱▱▱▱▱▱▱▱▱▱");
        assert_eq!(bar(38, 75), "▰▰▰▰▰▱▱▱▱▱");
        assert_eq!(bar(75, 75), "▰▰▰▰▰▰▰▰▰▰");
        assert_eq!(bar(3, 0), "▱▱▱▱▱▱▱▱▱▱");
    }
}
