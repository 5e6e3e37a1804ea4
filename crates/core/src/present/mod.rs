//! Renders [`Msg`] values into text in the user's locale, pulling question texts, hints and
//! follow-ups from the bank. The only place that maps messages to catalog keys.

mod question;
mod run;

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::interviewer::{QuestionBank, TestLine, Verdict};
use crate::memory::ErrorKind;
use crate::msg::Msg;
use crate::preset::Persona;
use crate::report::{Dimension, EvidenceItem, Report};
use crate::session::Status;
use mashang_i18n::{Locale, t, tn};

use question::{question, starter_block};

/// How an adapter should show a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReplyKind {
    /// Ordinary conversation.
    Message,
    /// Work has started (judging, writing the report); a terminal may show a spinner until the
    /// next reply.
    Progress,
    /// The input could not be used; the session did not change.
    Problem,
}

/// A rendered reply (serializable: the inbound journal keeps a turn's replies until delivered).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    pub kind: ReplyKind,
    pub text: String,
    /// The language the text is in (front ends label their own controls to match).
    pub locale: Locale,
    /// What the reply is about, for front ends that show some replies richly (cards, buttons);
    /// `None` for ordinary conversation. The text is complete either way.
    pub card: Option<Card>,
}

/// The subject of a reply that a rich front end may present specially.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Card {
    /// A question statement (its first line is the header), to be answered in `language`.
    Question {
        id: String,
        round: u8,
        total: u8,
        design: bool,
        #[serde(default)]
        language: String,
    },
    /// The judge's verdict on a submission, with its per-test lines (a hidden test's input never
    /// appears; show hidden tests by name and status only).
    /// `design`: a design answer's verdict, `passed`/`total` counting key points (no tests, no run).
    Verdict {
        verdict: Verdict,
        passed: u32,
        total: u32,
        #[serde(default)]
        design: bool,
        tests: Vec<TestLine>,
    },
    /// A follow-up question or a hint: the user answers, resubmits, or moves on.
    FollowUp,
    /// The final report; overall score and each dimension's (`None`: not applicable) in tenths
    /// of a point out of 5, for a chart.
    Report { score_tenths: u16, dimensions: Vec<(Dimension, Option<u16>)> },
    /// The interview is over (with or without a report).
    Ended,
    /// What a `/run` showed (the candidate may run again or submit).
    Run,
    /// The user may pick one of `options` as the argument of `command` (e.g. `/lang`).
    Choice { command: String, options: Vec<String> },
    /// Files to send as documents (`/replay`); the text is their caption.
    Files { files: Vec<crate::replay::ReplayFile> },
}

impl Reply {
    fn card(mut self, card: Card) -> Reply {
        self.card = Some(card);
        self
    }
}

/// A growth exponent as shown: to one decimal, without a trailing ".0" (the judge shows a class's
/// own exponent — 1, 1.2, 2 — never a finer one).
pub(crate) fn exponent(e: f64) -> String {
    let s = format!("{e:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

fn verdict_name(locale: Locale, v: Verdict) -> String {
    t(locale, &format!("verdict.{}", v.as_str()), &[])
}

fn kind_name(locale: Locale, k: ErrorKind) -> String {
    t(locale, &format!("error_kind.{}", k.as_str()), &[])
}

fn status_name(locale: Locale, s: Status) -> String {
    t(locale, &format!("status.{}", s.as_str()), &[])
}

/// Renders one message.
pub fn render(msg: &Msg, locale: Locale, bank: &dyn QuestionBank, persona: &Persona) -> Reply {
    let l = locale;
    let message = |text: String| Reply { kind: ReplyKind::Message, text, locale: l, card: None };
    let problem = |text: String| Reply { kind: ReplyKind::Problem, text, locale: l, card: None };
    let progress = |text: String| Reply { kind: ReplyKind::Progress, text, locale: l, card: None };
    if let Some(reply) = run::render(msg, l) {
        return reply;
    }
    match msg {
        Msg::Welcome => message(format!("{}\n{}", persona.greeting(l), t(l, "welcome", &[]))),
        Msg::Help => message(t(l, "help", &[])),
        Msg::InterviewStarted { role, level, language, rounds } => message(tn(
            l,
            "interview.started",
            u64::from(*rounds),
            &[
                ("role", &t(l, &format!("role.{}", role.as_str()), &[])),
                ("level", &t(l, &format!("level.{}", level.as_str()), &[])),
                ("language", language),
                ("rounds", rounds),
            ],
        )),
        Msg::AlreadyInInterview => problem(t(l, "interview.already", &[])),
        Msg::UnknownProblem { id, similar } if similar.is_empty() => {
            problem(t(l, "interview.unknown_problem", &[("id", id)]))
        }
        Msg::UnknownProblem { id, similar } => problem(t(
            l,
            "interview.unknown_problem_similar",
            &[("id", id), ("similar", &similar.join(", "))],
        )),
        Msg::UnknownTopic { topic, topics } => {
            let topics: Vec<String> = topics.iter().map(|t| format!("#{t}")).collect();
            problem(t(
                l,
                "interview.unknown_topic",
                &[("topic", topic), ("topics", &topics.join(", "))],
            ))
        }
        Msg::ProblemNotForRole { id, roles } => {
            let roles: Vec<String> =
                roles.iter().map(|r| t(l, &format!("role.{}", r.as_str()), &[])).collect();
            problem(t(l, "interview.problem_role", &[("id", id), ("roles", &roles.join(", "))]))
        }
        Msg::ProblemLanguage { id, language, available } => problem(t(
            l,
            "interview.problem_language",
            &[("id", id), ("language", language), ("available", &available.join(", "))],
        ))
        .card(Card::Choice {
            command: format!("/interview problem={id}"),
            options: available.clone(),
        }),
        Msg::NoInterview => problem(t(l, "interview.none", &[])),
        Msg::Busy => problem(t(l, "busy", &[])),
        Msg::Resumed { round, total, status } => message(t(
            l,
            "resumed",
            &[("round", round), ("total", total), ("status", &status_name(l, *status))],
        )),
        Msg::Question { id, round, total, language } => {
            let design =
                bank.brief(id).is_some_and(|b| b.kind == crate::interviewer::QuestionKind::Design);
            message(question(l, bank, id, *round, *total, language)).card(Card::Question {
                id: id.clone(),
                round: *round,
                total: *total,
                design,
                language: language.clone(),
            })
        }
        Msg::Noted => message(t(l, "answer.noted", &[])),
        Msg::OffTopicExplanation { id, terms: words } => {
            let title = bank.text(id, l, "python").map_or_else(|| id.clone(), |x| x.title);
            message(t(l, "answer.off_topic", &[("title", &title), ("terms", &terms(words))]))
                .card(Card::FollowUp)
        }
        Msg::ResubmitOrSkip => message(t(l, "answer.resubmit_or_skip", &[])),
        Msg::Judging { attempt } => progress(t(l, "judge.running", &[("attempt", attempt)])),
        Msg::CheckingDesign => progress(t(l, "judge.design", &[])),
        Msg::VerdictSummary { verdict, passed, total, design, tests } => {
            let key = if *design { "judge.summary_design" } else { "judge.summary" };
            let mut s = t(
                l,
                key,
                &[("verdict", &verdict_name(l, *verdict)), ("passed", passed), ("total", total)],
            );
            if let Some(failed) = failed_tests(l, tests) {
                let _ = write!(s, "\n{failed}");
            }
            message(s).card(Card::Verdict {
                verdict: *verdict,
                passed: *passed,
                total: *total,
                design: *design,
                tests: tests.clone(),
            })
        }
        Msg::FollowUpFailing { case } => {
            let mut s = t(l, "follow_up.failing", &[("input", &case.input)]);
            if let Some(e) = &case.expected {
                s.push('\n');
                s.push_str(&t(l, "follow_up.expected", &[("expected", e)]));
            }
            if let Some(a) = &case.actual {
                s.push('\n');
                s.push_str(&t(l, "follow_up.actual", &[("actual", a)]));
            }
            s.push('\n');
            s.push_str(&t(l, "follow_up.failing_ask", &[]));
            message(s).card(Card::FollowUp)
        }
        Msg::FollowUpError { verdict, detail } => {
            let mut s = t(l, "follow_up.error", &[("verdict", &verdict_name(l, *verdict))]);
            if let Some(d) = detail {
                let head: Vec<&str> = d.lines().take(6).collect();
                let _ = write!(s, "\n{}", head.join("\n"));
            }
            message(s).card(Card::FollowUp)
        }
        Msg::FollowUpComplexity { complexity: c } => message(t(
            l,
            "follow_up.complexity",
            &[("exponent", &exponent(c.exponent)), ("label", &c.label), ("expected", &c.expected)],
        ))
        .card(Card::FollowUp),
        Msg::FollowUpTimeLimit => message(t(l, "follow_up.time_limit", &[])).card(Card::FollowUp),
        Msg::FollowUpExtension { id, index } => {
            let text = bank.follow_up(id, usize::from(*index), l).unwrap_or_default();
            message(t(l, "follow_up.extension", &[("question", &text)])).card(Card::FollowUp)
        }
        Msg::FollowUpRubric { missing } => {
            message(t(l, "follow_up.rubric", &[("point", missing)])).card(Card::FollowUp)
        }
        Msg::StyleNotes { findings } => {
            let list: Vec<String> = findings.iter().take(5).map(|f| format!("  - {f}")).collect();
            message(format!("{}\n{}", t(l, "judge.style", &[]), list.join("\n")))
        }
        Msg::Accepted => message(t(l, "judge.accepted_next", &[])),
        Msg::MovingOn => message(t(l, "judge.moving_on", &[])),
        Msg::Hint { id, index, total, test_rung } => {
            let text = bank.hint(id, usize::from(*index), l).unwrap_or_default();
            let mut s = t(
                l,
                "hint.show",
                &[
                    ("n", &(index + 1)),
                    ("total", total),
                    ("hint", &text),
                    ("penalty", &persona.rules.hint_penalty),
                ],
            );
            if let Some(cost) = test_rung {
                let _ = write!(s, "\n{}", t(l, "hint.test_rung", &[("cost", cost)]));
            }
            message(s).card(Card::FollowUp)
        }
        Msg::NoMoreHints { test_rung: None } => problem(t(l, "hint.none_left", &[])),
        Msg::NoMoreHints { test_rung: Some(cost) } => {
            problem(t(l, "hint.none_left_test", &[("cost", cost)]))
        }
        Msg::RevealNeedsFailure { cost } => {
            problem(t(l, "hint.test_needs_failure", &[("cost", cost)]))
        }
        Msg::RevealNotForDesign => problem(t(l, "hint.test_design", &[])),
        Msg::RevealingTest { cost } => progress(t(l, "hint.test_running", &[("cost", cost)])),
        Msg::TestRevealed { case, cost } => {
            let key = if *cost > 0.0 { "hint.test_revealed" } else { "hint.test_again" };
            let mut s = t(l, key, &[("name", &case.name), ("cost", cost)]);
            let _ = write!(s, "\n{}", t(l, "follow_up.input", &[("input", &case.input)]));
            if let Some(e) = &case.expected {
                let _ = write!(s, "\n{}", t(l, "follow_up.expected", &[("expected", e)]));
            }
            if let Some(a) = &case.actual {
                let _ = write!(s, "\n{}", t(l, "follow_up.actual", &[("actual", a)]));
            }
            message(s).card(Card::FollowUp)
        }
        Msg::NoTestToReveal { shown: true } => problem(t(l, "hint.test_already_shown", &[])),
        Msg::NoTestToReveal { shown: false } => problem(t(l, "hint.test_nothing", &[])),
        Msg::RevealCodeTests => problem(t(l, "hint.test_code_tests", &[])),
        Msg::NoAttemptsLeft => problem(t(l, "answer.no_attempts_left", &[])),
        Msg::Skipped => message(t(l, "skip.done", &[])),
        Msg::LanguageSet { language, question } => {
            let mut s = t(l, "lang.set", &[("language", language)]);
            let starter = question.as_ref().and_then(|id| bank.text(id, l, language)?.starter);
            if let Some(starter) = starter {
                let _ = write!(s, "\n\n{}", starter_block(l, language, &starter));
            }
            message(s)
        }
        Msg::LanguageNotForQuestion { language, available } => problem(t(
            l,
            "lang.not_for_question",
            &[("language", language), ("available", &available.join(", "))],
        ))
        .card(Card::Choice { command: "/lang".into(), options: available.clone() }),
        Msg::LocaleSet => message(t(l, "locale.set", &[])),
        Msg::ToolFailed { kind, detail } => {
            problem(t(l, "tool.failed", &[("kind", &kind_name(l, *kind)), ("detail", detail)]))
        }
        Msg::NoQuestionsLeft => message(t(l, "interview.no_questions", &[])),
        Msg::WritingReport => progress(t(l, "report.writing", &[])),
        Msg::Thinking => progress(String::new()),
        Msg::EndedNoReport => message(t(l, "interview.ended_no_report", &[])).card(Card::Ended),
        Msg::Report(report) => message(render_report(l, bank, report)).card(Card::Report {
            score_tenths: tenths(report.overall_score),
            dimensions: report.overall.iter().map(|(d, s)| (*d, s.map(tenths))).collect(),
        }),
        Msg::NoReport => problem(t(l, "report.none", &[])),
        Msg::History(entries) => {
            let mut s = t(l, "history.header", &[]);
            for e in entries {
                let score = e.overall_score.map_or_else(|| "—".to_string(), |x| format!("{x:.1}"));
                let state =
                    t(l, if e.finished { "history.finished" } else { "history.running" }, &[]);
                let _ = write!(
                    s,
                    "\n{}",
                    tn(
                        l,
                        "history.line",
                        u64::from(e.rounds),
                        &[
                            ("date", &format_date(e.started_at_ms)),
                            ("role", &t(l, &format!("role.{}", e.role.as_str()), &[])),
                            ("level", &t(l, &format!("level.{}", e.level.as_str()), &[])),
                            ("rounds", &e.rounds),
                            ("score", &score),
                            ("state", &state),
                        ],
                    )
                );
            }
            message(s)
        }
        Msg::NoHistory => message(t(l, "history.none", &[])),
        Msg::Replay { interview, formats } => {
            let report = interview.report.as_ref().map(|r| render_report(l, bank, r));
            let files = crate::replay::export(interview, bank, l, formats, report.as_deref());
            message(crate::replay::caption(interview, &files, l)).card(Card::Files { files })
        }
        Msg::NoReplay { nth } => problem(t(l, "replay.none", &[("n", nth)])),
        Msg::Forgotten => message(t(l, "forget.done", &[])),
        Msg::UnknownCommand { command } => {
            problem(t(l, "input.unknown_command", &[("command", command)]))
        }
        Msg::BadArgument { command, argument } => {
            problem(t(l, "input.bad_argument", &[("command", command), ("argument", argument)]))
        }
        Msg::UnclosedFence => problem(t(l, "input.unclosed_fence", &[])),
        Msg::TooLong { size, limit } => problem(t(
            l,
            "input.too_long",
            &[("size", &human_bytes(*size)), ("limit", &human_bytes(*limit))],
        )),
        Msg::Binary => problem(t(l, "input.binary", &[])),
        Msg::UnknownLanguage { tag, supported } => problem(t(
            l,
            "input.unknown_language",
            &[("tag", tag), ("supported", &supported.join(", "))],
        )),
        Msg::RateLimited { retry_secs } => problem(t(l, "rate.limited", &[("secs", retry_secs)])),
        Msg::QueueFull => problem(t(l, "queue.full", &[])),
        Msg::ProblemClosed => problem(t(l, "queue.problem_closed", &[])),
        Msg::StoreFailed => problem(t(l, "store.failed", &[])),
        Msg::SessionUnreadable => problem(t(l, "store.unreadable", &[])),
        Msg::Interviewer { text } => message(text.clone()),
        Msg::RunStarted { .. }
        | Msg::RunResult(_)
        | Msg::RunNoQuestion
        | Msg::RunNoCode
        | Msg::RunRateLimited { .. }
        | Msg::RunBadInput(_)
        | Msg::RunFailed { .. } => unreachable!("rendered by present_run"),
    }
}

/// Failed tests shown in the text reply (the whole table is for rich front ends).
const FAILED_NAMES_SHOWN: usize = 5;

/// `Failed: hidden-3 (wrong answer), hidden-7 (time limit exceeded) and 2 more`, or `None` when
/// every listed test passed.
fn failed_tests(l: Locale, tests: &[TestLine]) -> Option<String> {
    let failed: Vec<&TestLine> = tests.iter().filter(|x| !x.passed() && !x.not_run).collect();
    if failed.is_empty() {
        return None;
    }
    let mut names: Vec<String> = failed
        .iter()
        .take(FAILED_NAMES_SHOWN)
        .map(|x| format!("{} ({})", x.name, verdict_name(l, x.verdict)))
        .collect();
    if failed.len() > FAILED_NAMES_SHOWN {
        names.push(t(l, "judge.more", &[("n", &(failed.len() - FAILED_NAMES_SHOWN))]));
    }
    Some(t(l, "judge.failed_tests", &[("tests", &names.join(", "))]))
}

/// A 0–5 score in tenths of a point.
fn tenths(score: f32) -> u16 {
    (score * 10.0).round().clamp(0.0, 50.0) as u16
}

fn human_bytes(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{:.1} MB", n as f64 / f64::from(1u32 << 20))
    } else if n >= 1 << 10 {
        format!("{} KB", n >> 10)
    } else {
        format!("{n} B")
    }
}

/// `YYYY-MM-DD` in UTC from unix milliseconds (civil-from-days, no time crate needed).
fn format_date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

fn evidence_line(l: Locale, e: &EvidenceItem) -> String {
    match e {
        EvidenceItem::Tests { passed, total, verdict, attempts } => t(
            l,
            "evidence.tests",
            &[
                ("passed", passed),
                ("total", total),
                ("verdict", &verdict_name(l, *verdict)),
                ("attempts", attempts),
            ],
        ),
        EvidenceItem::Exponent { measured, expected, label, acceptable } => t(
            l,
            if *acceptable { "evidence.exponent_ok" } else { "evidence.exponent_bad" },
            &[("exponent", &exponent(*measured)), ("label", label), ("expected", expected)],
        ),
        EvidenceItem::TimeLimit => t(l, "evidence.time_limit", &[]),
        EvidenceItem::NotMeasured => t(l, "evidence.not_measured", &[]),
        EvidenceItem::Unproven => t(l, "evidence.unproven", &[]),
        EvidenceItem::Findings { findings } => {
            t(l, "evidence.findings", &[("findings", &findings.join("; "))])
        }
        EvidenceItem::NoFindings => t(l, "evidence.no_findings", &[]),
        EvidenceItem::RubricCoverage { covered, total, missing } => {
            let missing = if missing.is_empty() { "—".to_string() } else { missing.join(", ") };
            t(
                l,
                "evidence.rubric",
                &[("covered", covered), ("total", total), ("missing", &missing)],
            )
        }
        EvidenceItem::Quote { text } => t(l, "evidence.quote", &[("text", text)]),
        EvidenceItem::StatedApproach(b) => {
            t(l, if *b { "evidence.approach_yes" } else { "evidence.approach_no" }, &[])
        }
        EvidenceItem::StatedComplexity(b) => {
            t(l, if *b { "evidence.complexity_yes" } else { "evidence.complexity_no" }, &[])
        }
        EvidenceItem::StatedEdgeCases(b) => {
            t(l, if *b { "evidence.edges_yes" } else { "evidence.edges_no" }, &[])
        }
        EvidenceItem::Topicality { matched, missing } if matched.is_empty() => {
            t(l, "evidence.off_topic", &[("missing", &terms(missing))])
        }
        EvidenceItem::Topicality { matched, missing } => t(
            l,
            "evidence.topical",
            &[("matched", &matched.join(", ")), ("missing", &terms(missing))],
        ),
        EvidenceItem::ComplexityClaim { claimed, measured, label, consistent } => t(
            l,
            if *consistent { "evidence.claim_ok" } else { "evidence.claim_bad" },
            &[("claimed", claimed), ("exponent", &exponent(*measured)), ("label", label)],
        ),
        EvidenceItem::TestsRevealed { count } => t(l, "evidence.tests_revealed", &[("n", count)]),
        EvidenceItem::NoExplanation => t(l, "evidence.no_explanation", &[]),
        EvidenceItem::FollowUps { asked, improved, answered } => t(
            l,
            "evidence.follow_ups",
            &[("asked", asked), ("improved", improved), ("answered", answered)],
        ),
        EvidenceItem::NoFollowUps => t(l, "evidence.no_follow_ups", &[]),
        EvidenceItem::NotSubmitted => t(l, "evidence.not_submitted", &[]),
        EvidenceItem::NotApplicable => t(l, "evidence.not_applicable", &[]),
    }
}

/// Vocabulary labels as words (`hash-map` → `hash map`), or a dash when there are none.
fn terms(labels: &[String]) -> String {
    if labels.is_empty() {
        return "—".to_string();
    }
    labels.iter().map(|x| x.replace('-', " ")).collect::<Vec<_>>().join(", ")
}

fn dim_name(l: Locale, d: Dimension) -> String {
    t(l, &format!("dimension.{}", d.as_str()), &[])
}

/// The full report as text.
pub fn render_report(l: Locale, bank: &dyn QuestionBank, r: &Report) -> String {
    let mut s = tn(
        l,
        "report.header",
        r.rounds.len() as u64,
        &[("score", &format!("{:.1}", r.overall_score)), ("rounds", &r.rounds.len())],
    );
    for (d, score) in &r.overall {
        let v = score.map_or_else(|| "—".to_string(), |x| format!("{x:.1}"));
        let _ = write!(s, "\n  {:<14} {v}/5", dim_name(l, *d));
    }
    for q in &r.rounds {
        let title =
            bank.text(&q.question, l, "python").map_or_else(|| q.question.clone(), |x| x.title);
        let _ = write!(
            s,
            "\n\n{}",
            t(
                l,
                "report.question",
                &[
                    ("round", &q.round),
                    ("title", &title),
                    ("score", &format!("{:.1}", q.overall)),
                    ("topics", &q.topics.join(", "))
                ]
            )
        );
        for d in &q.dimensions {
            let v = d.score.map_or_else(|| "—".to_string(), |x| x.to_string());
            let ev: Vec<String> = d.evidence.iter().map(|e| evidence_line(l, e)).collect();
            let _ = write!(s, "\n  {:<14} {v}/5  {}", dim_name(l, d.dimension), ev.join(" · "));
        }
        if q.tests_revealed > 0 {
            let args: &[(&str, &dyn std::fmt::Display)] =
                &[("n", &q.hints_used), ("tests", &q.tests_revealed), ("penalty", &q.hint_penalty)];
            let _ = write!(s, "\n  {}", t(l, "report.hints_tests", args));
        } else if q.hints_used > 0 {
            let _ = write!(
                s,
                "\n  {}",
                t(l, "report.hints", &[("n", &q.hints_used), ("penalty", &q.hint_penalty)])
            );
        }
    }
    let weak = if r.weak_topics.is_empty() {
        t(l, "report.no_weak", &[])
    } else {
        r.weak_topics.join(", ")
    };
    let _ = write!(s, "\n\n{}", t(l, "report.weak", &[("topics", &weak)]));
    s
}
